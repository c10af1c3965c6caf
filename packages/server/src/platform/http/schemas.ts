import { type TProperties, type TSchema, Type } from 'typebox';
import { SINGLE_LINE_PATTERN } from './stringFormats';

/**
 * Shared TypeBox building blocks of every domain's schemas: request allow-lists (objects refuse
 * unknown fields), bounded strings, ids, dates and the error answer. Each domain keeps its own
 * request and answer shapes in `<domain>/schemas.ts` (docs/architecture.md#the-servers-shape).
 *
 * Named schemas: a schema with a `title` (`Type.Object({...}, { title: 'Booking' })`) is named in
 * the OpenAPI document (`components.schemas.Booking`, a `$ref` wherever a route uses it; see
 * platform/http/openapi/namedSchemas.ts). Title an entity with its name in @greenroom/core's
 * entities.ts: test/openapiClient.test.ts then checks the generated type against core's both ways.
 */

/** An object that refuses unknown fields (400), with a `title` when it is a named schema. @example strict({ name: Name }) */
export function strict<P extends TProperties>(properties: P, options: { title?: string } = {}) {
  return Type.Object(properties, { ...options, additionalProperties: false });
}

/**
 * A single-line string: refuses NUL and other control characters, CR/LF, line separators and lone
 * surrogates (400), so nothing of the kind reaches the database, a mail header or a calendar line.
 * @example strict({ name: singleLine({ maxLength: 200 }) })
 */
export function singleLine(options: { minLength?: number; maxLength: number; description?: string }) {
  return Type.String({ ...options, pattern: SINGLE_LINE_PATTERN });
}

/**
 * A real ISO 8601 date-time with a zone, years 1970 to 2199 (`2026-13-45T99:99:99Z` and
 * `0000-01-01T00:00:00Z` are 400).
 * @example strict({ endTime: IsoDateTime })
 */
export const IsoDateTime = Type.String({ maxLength: 40, format: 'greenroom-date-time' });

/** `YYYY-MM-DD` or an ISO date-time, in the same range. @example strict({ endTime: IsoDateOrDateTime }) */
export const IsoDateOrDateTime = Type.String({ maxLength: 40, format: 'greenroom-date' });

/** An id sent by the client. */
export const Id = singleLine({ minLength: 1, maxLength: 100 });

/** A free text name; the handler refuses one that is blank after trimming (core's required-field message). */
export const Name = singleLine({ maxLength: 200 });

/** The body of every refusal (platform/http/errors.ts): the message to show, the rule book's code, and per-field messages. */
export const ErrorAnswer = Type.Object(
  {
    message: Type.String({ description: 'What went wrong, in words a person can read' }),
    code: Type.Optional(Type.String({ description: "The rule book's error code (ERROR_CODES of @greenroom/core/rules)" })),
    fieldErrors: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'A message per field of the request' })),
  },
  { title: 'ErrorAnswer' },
);

/** A map keyed by id. */
export function keyed<T extends TSchema>(value: T) {
  return Type.Record(Type.String(), value);
}

export const ZonedDate = Type.Object({ date: Type.String({ maxLength: 40 }), timezone: Type.String({ maxLength: 64 }) }, { title: 'ZonedDate' });

export const ZonedDateInput = strict({ date: IsoDateOrDateTime, timezone: singleLine({ minLength: 1, maxLength: 64 }) });

export const Usage = Type.Object({ usageSeconds: Type.Number() }, { title: 'Usage' });

/**
 * Several lines on purpose (a mail body, a comment, a support message): line breaks and tabs pass,
 * NUL and lone surrogates are refused by the body check in front of every route.
 * @example strict({ body: MultiLineText(200_000) })
 */
export const MultiLineText = (maxLength: number, options: { minLength?: number } = {}) => Type.String({ ...options, maxLength });

/** One line of at most `maxLength` characters (core's single-line rule). @example strict({ name: Line(200) }) */
export const Line = (maxLength: number) => singleLine({ maxLength });

/** A real ISO date-time in range, or '' where the field may be empty (doors open and close). @example strict({ doorsOpen: OptionalInstant }) */
export const OptionalInstant = Type.Union([Type.Literal(''), IsoDateTime]);

/**
 * The version of a record as an update sends it (the one it read; core's checkVersion answers 412
 * when it is not the stored one). Optional on every update body until VERSION_REQUIRED.
 * @example strict({ calendarID: Id, version: Type.Optional(VersionInput) })
 */
export const VersionInput = Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'The version the record was read at; 412 when it is not the stored one' });

/** A record's version as answered (moves by 1 on every stored change). @example Type.Object({ version: VersionAnswer }) */
export const VersionAnswer = Type.Optional(Type.Integer({ description: 'Moves by 1 on every stored change; send it back on the next update' }));
