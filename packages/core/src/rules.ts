/**
 * React-free rules of @greenroom/core: validation with the spec's exact messages, time helpers on
 * dayjs (utc + timezone) and CSV helpers on papaparse. The server imports this entry point alone.
 * @example
 * import { validateBookingName, formatDateTimeInZone, parseGuestListCsv } from '@greenroom/core/rules';
 */
export * from './validation';
export * from './time';
export * from './csv';
