export type * from './PortalApi';
export { HttpError, isHttpStatus } from './HttpError';
export { notOffered, notOfferedDomain, isOffered } from './notOffered';
