export type * from './PortalApi';
export { HttpError, isHttpStatus } from './HttpError';
