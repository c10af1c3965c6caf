// @greenroom/core public surface.
import { portalApiMethods } from './api/methods';
import { registerSingleton } from './singleton';
export type * from './entities';
export * from './api';
export type * from './auth';
export * from './links';
export * from './rules';
// --- adapters, provider and hooks ---
export { portalApiMethods, portalApiDomains, type PortalApiMethodNames } from './api/methods';
export { portalApiFromSlice, missingDomainMessage } from './api/sliceApi';
export { createHttpApi, type HttpApiOptions, type FetchFunction } from './http';
export { createServerAuth, type ServerAuthOptions, type AuthFetch } from './auth/createServerAuth';
export { createTokenAuth, TOKEN_AUTH_NO_SIGN_IN, type TokenAuth, type TokenAuthOptions, type TokenAuthUser } from './auth/createTokenAuth';
export {
  createMemoryAuth,
  defaultMemoryUsers,
  MEMORY_AUTH_VERIFICATION_CODE,
  type MemoryAuth,
  type MemoryAuthOptions,
  type MemoryAuthUser,
} from './auth/createMemoryAuth';
export { TOKEN_REFRESH_THROTTLE_MS } from './auth/sessionCache';
export {
  createMemoryApi,
  createDemoSeed,
  type MemoryApiOptions,
  type DemoSeedOptions,
  type MemorySeed,
  type MemoryEmailTemplate,
  type MemoryAttendanceRecord,
} from './memory';
export { createTestApi, deferred, type Deferred, type PortalApiOverrides } from './testing';
export * from './query';
export * from './state';
export * from './provider';
export * from './texts';
export * from './singleton';
export * from './guest';

// Two copies of this package on one page split its contexts; say so in development. The build check
// is written out here, not only inside registerSingleton, so a production bundle drops the call and
// the registry's code with it (about 1 kB gzip off every first screen).
if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production') {
  registerSingleton({ name: '@greenroom/core', copy: portalApiMethods });
}
