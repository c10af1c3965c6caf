// Issue 26.11, strict input on every route: walks the served OpenAPI document and sends each kind
// of bad value to each date-time and single-line field of every operation (body, query and path),
// as a super-admin so every route reaches its checks. Each must be refused with 400 naming the
// field (never accepted, never a 5xx). Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
import { DATE_MESSAGE, DATE_TIME_MESSAGE, SINGLE_LINE_MESSAGE, SINGLE_LINE_PATTERN } from '@greenroom/core/rules';
import { bookingPayload, createBooking, createTenant } from './bookingFixtures';
import { createTestServer, createUser, injectAs, type TestServer, type TestUser } from './helpers';

/** What a refused text may say: the field's own message (NUL is caught by the body check in front of every route). */
const FIELD_MESSAGES = [SINGLE_LINE_MESSAGE, DATE_TIME_MESSAGE, DATE_MESSAGE, 'Must not contain NUL characters or lone surrogates'];

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
}
interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  schema?: Schema;
  required?: boolean;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/**
 * Fields that hold several lines on purpose (mail bodies, free comments, CSV text): they still
 * refuse NUL (every text does), but take line breaks and tabs.
 */
const MULTI_LINE: Record<string, string> = {
  'PUT /api/email-template body': 'a mail body (HTML or text) has lines',
  'PUT /api/booking supportMessage': 'the support message is a multi-line field (bookings.md §Messages)',
  'PUT /api/registrations/decision message': "the producer's message to the guests of a decision may run over lines (issue 27)",
  'PUT /api/email-template translations.k.body': 'a translated mail body has lines, as the body does (issue 27)',
  'POST /api/system-check comment': "a guest's free comment",
  'POST /api/guest/questions questionText': 'a Q&A question may run over lines',
  'POST /api/guest/questions/{questionID}/answer answerText': 'a Q&A answer may run over lines',
};

/**
 * Addresses whose path is matched against the shape of a stored file's name before anything else:
 * any other text, bad characters included, is "not found" without a lookup (an encoded control
 * character is 400 before that, as in every address).
 */
const PATH_404: Record<string, string> = {
  'GET /api/files/{path}': 'STORED_PATH is checked first (uploads/routes/files.ts)',
  'PUT /api/files/{path}': 'STORED_PATH is checked first (uploads/routes/files.ts)',
};

/** Date-time fields by name, whatever their schema says (a field named like one must check like one). */
const INSTANT_NAME = /(?:^|\.)(?:[a-z]*(?:Time|Date|At)|date|doorsOpen|doorsClosed|time)$/;

const TEXT_KINDS: Record<string, string> = {
  cr: 'Gala\rB',
  lf: 'Gala\nBcc: victim@example.test',
  crlf: 'Gala\r\nBcc: victim@example.test',
  lineSeparator: 'A\u2028B',
  paragraphSeparator: 'A\u2029B',
  nextLine: 'A\u0085B',
  tab: 'A\tB',
  nul: 'A\u0000B',
  escape: 'A\u001bB',
};
const INSTANT_KINDS: Record<string, string> = {
  badCalendarDate: '2026-13-45T99:99:99Z',
  february30: '2026-02-30T10:00:00Z',
  yearZero: '0000-01-01T00:00:00Z',
  dayYearZero: '0000-01-01',
  year9999: '9999-12-31T23:59:59Z',
  day9999: '9999-12-31',
  year10000: '+010000-01-01T00:00:00Z',
  lineBreak: '2026-03-10T15:00:00Z\r\n',
};

/** A value the schema likely accepts (the walk's assertion does not depend on it: Ajv reports every field). */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) return sample(branch.find((s) => s.type !== 'null') ?? branch[0]);
  if (schema.allOf) return sample(Object.assign({}, ...schema.allOf));
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {})) out[key] = sample(inner);
      if (!schema.properties && typeof schema.additionalProperties === 'object') out.k = sample(schema.additionalProperties);
      return out;
    }
    case 'array':
      return [sample(schema.items)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'greenroom-date-time') return '2026-03-10T15:00:00Z';
      if (schema.format === 'greenroom-date') return '2026-03-10';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

interface Field {
  path: string[];
  schema: Schema;
}

/** Every string field under a schema (through objects, arrays, records and unions), by path. */
function stringFields(schema: Schema | undefined, path: string[] = []): Field[] {
  if (!schema) return [];
  if (schema.enum || schema.const !== undefined) return [];
  const branch = schema.anyOf ?? schema.oneOf;
  // A union's free-text branch is the one to probe ('' | a date-time: the date-time).
  if (branch) return stringFields(branch.find((s) => s.type !== 'null' && !s.enum && s.const === undefined) ?? branch[0], path);
  if (schema.allOf) return stringFields(Object.assign({}, ...schema.allOf), path);
  if (schema.type === 'string') return [{ path, schema }];
  if (schema.type === 'array') return stringFields(schema.items, [...path, '0']);
  if (schema.type === 'object') {
    const own = Object.entries(schema.properties ?? {}).flatMap(([key, inner]) => stringFields(inner, [...path, key]));
    const rest = !schema.properties && typeof schema.additionalProperties === 'object' ? stringFields(schema.additionalProperties, [...path, 'k']) : [];
    return [...own, ...rest];
  }
  return [];
}

/** The document's paths with every `$ref` to a named schema replaced by the schema itself. */
function inlineRefs(value: unknown, schemas: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((inner) => inlineRefs(inner, schemas));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) return inlineRefs(schemas[ref.slice('#/components/schemas/'.length)], schemas);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inlineRefs(inner, schemas)]));
}

function withValue(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as Record<string, unknown>) }) as Record<string, unknown>;
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

function isInstant(field: Field, name: string): boolean {
  return field.schema.format === 'greenroom-date-time' || field.schema.format === 'greenroom-date' || INSTANT_NAME.test(name);
}

let server: TestServer;
let admin: TestUser;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(server, { role: 0 });
  const document = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
  paths = inlineRefs(document.paths, document.components.schemas) as typeof paths;
});
afterAll(async () => {
  await server.close();
});

/** Sends a probe as the super-admin; a rate limit (public routes count every call) is reset and the probe sent again. */
async function send(probe: Probe) {
  const request = () =>
    server.app.inject({
      method: probe.method as 'GET',
      url: probe.url,
      headers: admin.auth,
      ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
    });
  const first = await request();
  if (first.statusCode !== 429) return first;
  await server.db.deleteFrom('rate_limits').execute();
  return request();
}

interface Probe {
  method: string;
  url: string;
  field: string;
  kind: string;
  where: 'body' | 'query' | 'path';
  payload?: unknown;
  /** The field has a stricter pattern of its own (a folder name, a code): its own message then. */
  ownPattern?: boolean;
}

function probesOf(route: string, method: string, operation: Operation): Probe[] {
  const probes: Probe[] = [];
  const params = operation.parameters ?? [];
  const pathValues = (override: Record<string, string> = {}) =>
    route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(override[name] ?? String(sample(params.find((p) => p.name === name)?.schema))));
  const query = (override: Record<string, string> = {}) => {
    const search = new URLSearchParams();
    for (const p of params.filter((p) => p.in === 'query')) search.set(p.name, override[p.name] ?? String(sample(p.schema)));
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  const kindsOf = (field: Field, name: string) => ({ ...TEXT_KINDS, ...(isInstant(field, name) ? INSTANT_KINDS : {}) });
  for (const p of params.filter((p) => p.in === 'query' || p.in === 'path')) {
    if (p.schema?.enum || p.schema?.type !== 'string') continue;
    for (const [kind, value] of Object.entries(kindsOf({ path: [p.name], schema: p.schema }, p.name))) {
      const url = p.in === 'path' ? `${pathValues({ [p.name]: value })}${query()}` : `${pathValues()}${query({ [p.name]: value })}`;
      probes.push({ method, url, field: p.name, kind, where: p.in === 'path' ? 'path' : 'query' });
    }
  }
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (schema) {
    const valid = sample(schema);
    for (const field of stringFields(schema)) {
      const name = field.path.join('.');
      const multiLine = MULTI_LINE[`${method} ${route} ${name}`] !== undefined;
      for (const [kind, value] of Object.entries(kindsOf(field, name))) {
        if (multiLine && kind !== 'nul') continue;
        const ownPattern = field.schema.pattern !== undefined && field.schema.pattern !== SINGLE_LINE_PATTERN;
        probes.push({ method, url: `${pathValues()}${query()}`, field: name, kind, where: 'body', payload: withValue(valid, field.path, value), ownPattern });
      }
    }
  }
  return probes;
}

describe('the input walk over the OpenAPI document', () => {
  it('refuses every bad date-time and single-line value of every operation with 400 naming the field', async () => {
    const accepted: string[] = [];
    let probes = 0;
    for (const [route, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const probe of probesOf(route, method.toUpperCase(), operation)) {
          probes += 1;
          const r = await send(probe);
          const fieldErrors = (r.json() as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
          const allowed = PATH_404[`${probe.method} ${route}`] !== undefined && probe.where === 'path' ? [400, 404] : [400];
          const message = fieldErrors[probe.field];
          const named = probe.where !== 'body' || FIELD_MESSAGES.includes(message) || (probe.ownPattern === true && message !== undefined);
          if (!allowed.includes(r.statusCode) || !named) {
            accepted.push(`${probe.method} ${route} ${probe.where}:${probe.field} ${probe.kind} -> ${r.statusCode} ${r.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(probes).toBeGreaterThan(500);
    expect(accepted).toEqual([]);
  }, 120_000);
});

// What the walk cannot show without real records: the checks hold where the request is otherwise
// valid, nothing is stored, and the handlers behind the schemas never answer 5xx.
describe('strict input on real records', () => {
  it('refuses a booking name with CR/LF on create and on rename, and stores nothing', async () => {
    const tenant = await createTenant(server);
    const bad = await injectAs(server, admin, 'POST', '/booking', bookingPayload(tenant.spaceID, { name: 'Gala\r\nBcc: victim@example.test' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ name: SINGLE_LINE_MESSAGE });
    expect(await server.db.selectFrom('bookings').select('booking_id').where('space_id', '=', tenant.spaceID).execute()).toEqual([]);
    const booking = await createBooking(server, admin, tenant.spaceID, { doorsOpen: '', doorsClosed: '' });
    const renamed = await injectAs(server, admin, 'PUT', '/booking', { ...booking, name: 'A\u2028B' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fieldErrors).toEqual({ name: SINGLE_LINE_MESSAGE });
    const impossible = await injectAs(server, admin, 'PUT', '/booking', { ...booking, accessTime: '2026-13-45T99:99:99Z', doorsOpen: '2026-02-30T10:00:00Z' });
    expect(impossible.json().fieldErrors).toEqual({ accessTime: DATE_TIME_MESSAGE, doorsOpen: DATE_TIME_MESSAGE });
    const stored = await server.db.selectFrom('bookings').select(['name', 'version']).where('booking_id', '=', booking.bookingID).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Launch', version: booking.version });
  });

  it("answers 400 to end-time updates of '9999-12-31', '0000-01-01' and year 0000, and moves no end", async () => {
    const tenant = await createTenant(server);
    const before = await server.db.selectFrom('spaces').select('end_date').where('space_id', '=', tenant.spaceID).executeTakeFirstOrThrow();
    for (const endTime of ['9999-12-31', '0000-01-01', '0000-01-01T00:00:00Z', '2026-02-30']) {
      const r = await injectAs(server, admin, 'PUT', '/spaces-endtime-update-admin', { spaceIDArr: [tenant.spaceID], endTime });
      expect(r.statusCode, endTime).toBe(400);
      expect(r.json().fieldErrors, endTime).toEqual({ endTime: DATE_MESSAGE });
    }
    expect(await server.db.selectFrom('spaces').select('end_date').where('space_id', '=', tenant.spaceID).executeTakeFirstOrThrow()).toEqual(before);
    const blank = await injectAs(server, admin, 'PUT', '/spaces-endtime-update-admin', { spaceIDArr: [tenant.spaceID], endTime: '' });
    expect(blank.json().fieldErrors).toEqual({ endTime: 'Please select an end date' });
    const ok = await injectAs(server, admin, 'PUT', '/spaces-endtime-update-admin', { spaceIDArr: [tenant.spaceID], endTime: '2199-12-31' });
    expect(ok.statusCode).toBe(204);
  });

  it('refuses a JSON body that is not valid UTF-8 with 400 and stores no U+FFFD', async () => {
    const before = await server.db.selectFrom('projects').select('project_name').execute();
    const body = Buffer.concat([Buffer.from('{"name":"Gala '), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    const r = await server.app.inject({ method: 'POST', url: '/api/project', headers: { ...admin.auth, 'content-type': 'application/json' }, payload: body });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ message: 'The body is not valid UTF-8.', code: 'BadRequest' });
    expect(await server.db.selectFrom('projects').select('project_name').execute()).toEqual(before);
    const good = await server.app.inject({ method: 'POST', url: '/api/project', headers: { ...admin.auth, 'content-type': 'application/json' }, payload: Buffer.from('{"name":"Café 🎭"}') });
    expect(good.json().projectName).toBe('Café 🎭');
  });
});
