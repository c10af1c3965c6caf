export { createTestApi, type PortalApiOverrides } from './createTestApi';
