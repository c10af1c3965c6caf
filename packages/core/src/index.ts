// @greenroom/core public surface.
export type * from './entities';
export * from './api';
export type * from './auth';
export * from './links';
export * from './rules';
// --- adapters, provider and hooks ---
