/**
 * React-free rules of @greenroom/core: validation with the spec's exact messages, time helpers on
 * dayjs (utc + timezone), CSV helpers on papaparse, and the PortalApi's decision rules (rules/) that
 * the reference server and the memory backend both call. The server imports this entry point alone.
 * @example
 * import { validateBookingName, formatDateTimeInZone, parseGuestListCsv } from '@greenroom/core/rules';
 */
export * from './validation';
export * from './time';
export * from './csv';
export * from './rules/index';
export * from './guest/rules';
// The entity types the rules' signatures name, so a server importing this entry alone can name them too.
export type * from './entities';
export type { PortalLinks } from './links';
