// Strict input (issue 26.11): what a single-line text and a date-time are, for every field of every
// call. The server's schemas (Ajv formats and patterns) and the memory backend both call these.

/**
 * Characters a single-line field refuses, as a regular expression source for JSON schemas (Ajv
 * compiles it with the `u` flag): C0 controls (NUL, tab, CR, LF…), DEL, C1 controls (U+0085
 * included), the line and paragraph separators U+2028 and U+2029, and lone surrogates.
 * @example new RegExp(SINGLE_LINE_PATTERN, 'u').test('Gala\r\nBcc: x') // false
 */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\uD800-\\uDFFF]*$';

/** The field error of a single-line field holding a line break or another control character. */
export const SINGLE_LINE_MESSAGE = 'Must be a single line without control characters';

/** Years a date may fall in: anything else is a typo or an attack, never an event. */
export const DATE_RANGE = { firstYear: 1970, lastYear: 2199 } as const;

/** The field error of a date-time field holding something else. */
export const DATE_TIME_MESSAGE = `Must be an ISO date-time (YYYY-MM-DDTHH:mm:ssZ) from ${DATE_RANGE.firstYear} to ${DATE_RANGE.lastYear}`;

/** The field error of a date field (a day or a date-time) holding something else. */
export const DATE_MESSAGE = `Must be a date (YYYY-MM-DD) or an ISO date-time from ${DATE_RANGE.firstYear} to ${DATE_RANGE.lastYear}`;

// eslint-disable-next-line no-control-regex -- the control characters are what a single line refuses
const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029]*$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** A real calendar day in {@link DATE_RANGE}. */
function realDay(year: number, month: number, day: number): boolean {
  if (year < DATE_RANGE.firstYear || year > DATE_RANGE.lastYear || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]);
}

/**
 * One line of text: no line break (CR, LF, U+0085, U+2028, U+2029), no tab, no other control
 * character and no lone surrogate. Emoji (paired surrogates) and every printable letter pass.
 * @example isSingleLine('Gala 🎭 Night') // true
 * @example isSingleLine('Gala\r\nBcc: victim@example.test') // false
 */
export function isSingleLine(text: string): boolean {
  return SINGLE_LINE.test(text) && !LONE_SURROGATE.test(text);
}

/**
 * A real ISO 8601 date-time with a zone (Z or ±hh:mm) in {@link DATE_RANGE}: no month 13, no
 * February 30, no hour 24, no year 0000 or 9999.
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

/**
 * `YYYY-MM-DD` (a real day in range) or an {@link isIsoDateTime ISO date-time}.
 * @example isIsoDateOrDateTime('2028-02-29') // true
 * @example isIsoDateOrDateTime('0000-01-01') // false
 */
export function isIsoDateOrDateTime(text: string): boolean {
  const m = DATE_ONLY.exec(text);
  if (m) return realDay(Number(m[1]), Number(m[2]), Number(m[3]));
  return isIsoDateTime(text);
}

/** The fields of one call to check, by the name its field error carries (`start.time`, `rows.0.first`). */
export interface TextInput {
  /** Single-line texts. */
  singleLine?: Readonly<Record<string, unknown>>;
  /** ISO date-times. */
  instants?: Readonly<Record<string, unknown>>;
  /** ISO date-times that may be left empty ('' passes: doors open and close, access time). */
  optionalInstants?: Readonly<Record<string, unknown>>;
  /** Days or ISO date-times. */
  dates?: Readonly<Record<string, unknown>>;
}

/**
 * The field errors of a call's texts, as the server's schemas answer them (400 `fieldErrors`):
 * a single-line field holding a control character, a date-time or date that is not a real instant
 * in range. Values that are not strings (left out, null) are the caller's to judge.
 * @example textInputErrors({ singleLine: { name: 'A\r\nB' }, instants: { accessTime: '2026-13-45T99:99:99Z' } })
 * // { name: 'Must be a single line without control characters', accessTime: 'Must be an ISO date-time (YYYY-MM-DDTHH:mm:ssZ) from 1970 to 2199' }
 */
export function textInputErrors(input: TextInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (fields: Readonly<Record<string, unknown>> | undefined, ok: (text: string) => boolean, message: string) => {
    for (const [field, value] of Object.entries(fields ?? {})) {
      if (typeof value === 'string' && !ok(value)) errors[field] = message;
    }
  };
  check(input.singleLine, isSingleLine, SINGLE_LINE_MESSAGE);
  check(input.instants, isIsoDateTime, DATE_TIME_MESSAGE);
  check(input.optionalInstants, (text) => text === '' || isIsoDateTime(text), DATE_TIME_MESSAGE);
  check(input.dates, isIsoDateOrDateTime, DATE_MESSAGE);
  return errors;
}

/**
 * Every string inside `value` (through objects and arrays) by its dotted path, as a field error
 * names it, leaving out the paths in `except` (the date-times and multi-line fields of a call).
 * @example inputTexts({ name: 'Gala', start: { time: 't', timezone: 'UTC' }, tags: ['a'] }, ['start.time'])
 * // { name: 'Gala', 'start.timezone': 'UTC', 'tags.0': 'a' }
 */
export function inputTexts(value: unknown, except: readonly string[] = []): Record<string, string> {
  const leaves: Record<string, string> = {};
  const walk = (inner: unknown, path: string) => {
    if (except.includes(path)) return;
    if (typeof inner === 'string') leaves[path] = inner;
    else if (inner !== null && typeof inner === 'object') {
      for (const [key, child] of Object.entries(inner)) walk(child, path === '' ? key : `${path}.${key}`);
    }
  };
  walk(value, '');
  return leaves;
}
