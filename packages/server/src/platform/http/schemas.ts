import { type TProperties, type TSchema, Type } from 'typebox';
import { SINGLE_LINE_PATTERN } from './stringFormats';

/**
 * Shared TypeBox building blocks of every domain's schemas: request allow-lists (objects refuse
 * unknown fields), bounded strings, ids, dates and the error answer. Each domain keeps its own
 * request and answer shapes in `<domain>/schemas.ts` (docs/architecture.md#the-servers-shape).
 */

/** An object that refuses unknown fields (400). @example strict({ name: Name }) */
export function strict<P extends TProperties>(properties: P) {
  return Type.Object(properties, { additionalProperties: false });
}

/**
 * A single-line string: refuses NUL and other control characters, CR/LF, line separators and lone
 * surrogates (400), so nothing of the kind reaches the database, a mail header or a calendar line.
 * @example strict({ name: singleLine({ maxLength: 200 }) })
 */
export function singleLine(options: { minLength?: number; maxLength: number }) {
  return Type.String({ ...options, pattern: SINGLE_LINE_PATTERN });
}

/**
 * A real ISO 8601 date-time with a zone, years 1970 to 2199 (`2026-13-45T99:99:99Z` and
 * `0000-01-01T00:00:00Z` are 400).
 * @example strict({ endTime: IsoDateTime })
 */
export const IsoDateTime = Type.String({ maxLength: 40, format: 'iso-date-time' });

/** `YYYY-MM-DD` or an ISO date-time, in the same range. @example strict({ endTime: IsoDateOrDateTime }) */
export const IsoDateOrDateTime = Type.String({ maxLength: 40, format: 'iso-date-or-date-time' });

/** An id sent by the client. */
export const Id = singleLine({ minLength: 1, maxLength: 100 });

/** A free text name; the handler refuses one that is blank after trimming (core's required-field message). */
export const Name = singleLine({ maxLength: 200 });

export const ErrorAnswer = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  fieldErrors: Type.Optional(Type.Record(Type.String(), Type.String())),
});

/** A map keyed by id. */
export function keyed<T extends TSchema>(value: T) {
  return Type.Record(Type.String(), value);
}

export const ZonedDate = Type.Object({ date: Type.String({ maxLength: 40 }), timezone: Type.String({ maxLength: 64 }) });

export const ZonedDateInput = strict({ date: IsoDateOrDateTime, timezone: singleLine({ minLength: 1, maxLength: 64 }) });

export const Usage = Type.Object({ usageSeconds: Type.Number() });

/** A string of at most `maxLength` characters (the handler checks the spec's own limits). @example strict({ name: Text(200) }) */
export const Text = (maxLength: number) => Type.String({ maxLength });

/** One line: refuses line breaks (addresses and header-like values). @example strict({ hangUpURL: Line(2048) }) */
export const Line = (maxLength: number) => Type.String({ maxLength, pattern: '^[^\\r\\n]*$' });

/** An instant as the client sends it (ISO text, checked by the handler). */
export const Instant = Text(40);
