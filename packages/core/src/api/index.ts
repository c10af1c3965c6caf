export type * from './PortalApi';
export { HttpError, isHttpStatus, isStaleWrite } from './HttpError';
export { notOffered, notOfferedDomain, isOffered } from './notOffered';
