import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/**
 * Characters a single-line field refuses: C0 controls (NUL, tab, CR, LF…), DEL and C1 controls,
 * the Unicode line and paragraph separators, and (under Ajv's `u` flag) lone surrogates.
 */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\uD800-\\uDFFF]*$';
export const SINGLE_LINE_MESSAGE = 'Must be a single line without control characters';

/** Years a date may fall in: anything else is a typo or an attack, never an event. */
export const DATE_RANGE = { firstYear: 1970, lastYear: 2199 } as const;
export const DATE_TIME_MESSAGE = `Must be an ISO date-time (YYYY-MM-DDTHH:mm:ssZ) from ${DATE_RANGE.firstYear} to ${DATE_RANGE.lastYear}`;
export const DATE_MESSAGE = `Must be a date (YYYY-MM-DD) or an ISO date-time from ${DATE_RANGE.firstYear} to ${DATE_RANGE.lastYear}`;

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function realDay(year: number, month: number, day: number): boolean {
  if (year < DATE_RANGE.firstYear || year > DATE_RANGE.lastYear || month < 1 || month > 12 || day < 1) return false;
  return day <= dayjs.utc(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`).daysInMonth();
}

/**
 * A real ISO 8601 date-time with a zone (Z or ±hh:mm), in the sane range: no month 13, no
 * February 30, no hour 24, no year 0000.
 * @example isIsoDateTime('2026-03-10T15:00:00Z') // true
 * @example isIsoDateTime('2026-13-45T99:99:99Z') // false
 */
export function isIsoDateTime(text: string): boolean {
  const m = DATE_TIME.exec(text);
  if (!m) return false;
  const [, y, mo, d, h, mi, s = '0', , zh = '0', zm = '0'] = m;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59 || Number(zh) > 14 || Number(zm) > 59) return false;
  return realDay(Number(y), Number(mo), Number(d));
}

/** `YYYY-MM-DD` (a real day in range) or an ISO date-time. @example isIsoDateOrDateTime('2026-02-29') // false */
export function isIsoDateOrDateTime(text: string): boolean {
  const m = DATE_ONLY.exec(text);
  if (m) return realDay(Number(m[1]), Number(m[2]), Number(m[3]));
  return isIsoDateTime(text);
}

/** Ajv formats of the shared schemas (see http/schemas.ts: IsoDateTime, IsoDateOrDateTime). */
export const STRING_FORMATS = {
  'iso-date-time': isIsoDateTime,
  'iso-date-or-date-time': isIsoDateOrDateTime,
} as const;

/** Messages of the field errors these checks produce, by Ajv keyword and parameter. */
export function formatMessage(keyword: string | undefined, params: Record<string, unknown>): string | undefined {
  if (keyword === 'pattern' && params.pattern === SINGLE_LINE_PATTERN) return SINGLE_LINE_MESSAGE;
  if (keyword === 'format' && params.format === 'iso-date-time') return DATE_TIME_MESSAGE;
  if (keyword === 'format' && params.format === 'iso-date-or-date-time') return DATE_MESSAGE;
  return undefined;
}

/**
 * Fastify's Ajv plugin adding the formats above.
 * @example Fastify({ ajv: { plugins: [addStringFormats] } })
 */
export function addStringFormats<A extends { addFormat(name: string, validate: (text: string) => boolean): unknown }>(ajv: A): A {
  for (const [name, validate] of Object.entries(STRING_FORMATS)) ajv.addFormat(name, validate);
  return ajv;
}
