import { DATE_MESSAGE, DATE_TIME_MESSAGE, isIsoDateOrDateTime, isIsoDateTime, SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN } from '@greenroom/core/rules';

// The rules themselves (what a single line and a date-time are, and their messages) live once in
// @greenroom/core/rules (rules/textInput.ts); the memory backend calls the same functions.
export { isIsoDateOrDateTime, isIsoDateTime, SINGLE_LINE_PATTERN } from '@greenroom/core/rules';

/**
 * Ajv formats of the shared schemas (see http/schemas.ts: IsoDateTime, IsoDateOrDateTime). Named
 * apart from ajv-formats' own `iso-date-time`, which Fastify registers too and which took over
 * that name (it knows no year range: year 0000 and 9999 passed).
 */
export const STRING_FORMATS = {
  'greenroom-date-time': isIsoDateTime,
  'greenroom-date': isIsoDateOrDateTime,
} as const;

/** Messages of the field errors these checks produce, by Ajv keyword and parameter. */
export function formatMessage(keyword: string | undefined, params: Record<string, unknown>): string | undefined {
  if (keyword === 'pattern' && params.pattern === SINGLE_LINE_PATTERN) return SINGLE_LINE_MESSAGE;
  if (keyword === 'format' && params.format === 'greenroom-date-time') return DATE_TIME_MESSAGE;
  if (keyword === 'format' && params.format === 'greenroom-date') return DATE_MESSAGE;
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
