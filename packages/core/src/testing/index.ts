export { createTestApi, type PortalApiOverrides } from './createTestApi';
export { deferred, type Deferred } from './deferred';
