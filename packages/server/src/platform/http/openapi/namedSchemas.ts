/**
 * Named schemas: every schema that carries a `title` (a TypeBox option, e.g.
 * `Type.Object({...}, { title: 'Booking' })` in a domain's schemas.ts) is moved to
 * `components.schemas[title]` and replaced by a `$ref` wherever a route uses it, so a generated
 * client names the entity instead of inlining it. Nothing to register: any route that uses a titled
 * schema, in a body, a parameter or an answer, is picked up.
 */

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords that make an object a schema (so an object merely holding a `title` field is not hoisted). */
const SCHEMA_KEYWORDS = ['type', 'properties', 'additionalProperties', 'items', 'anyOf', 'oneOf', 'allOf', 'enum'];

/** What OpenAPI allows as a component's name. */
const COMPONENT_NAME = /^[A-Za-z0-9._-]+$/;

function isTitledSchema(value: Json): value is JsonObject & { title: string } {
  return isObject(value) && typeof value.title === 'string' && SCHEMA_KEYWORDS.some((keyword) => keyword in value);
}

/** JSON with object keys sorted, to compare two schemas that should be the same. */
function canonical(value: Json): string {
  return JSON.stringify(value, (_key, inner: Json) =>
    isObject(inner) ? Object.fromEntries(Object.keys(inner).sort().map((key) => [key, inner[key]])) : inner,
  );
}

/**
 * Moves every titled schema under `paths` into `components.schemas` (named by its title) and puts a
 * `$ref` in its place; titled schemas nested in a titled schema become refs too.
 * Throws when two different schemas share a title, naming it: one name must mean one shape.
 * @example
 * const named = hoistTitledSchemas(document);
 * named.components.schemas.Booking; // the Booking schema; the routes hold { $ref: '#/components/schemas/Booking' }
 */
export function hoistTitledSchemas<T extends JsonObject>(document: T): T {
  const named = new Map<string, JsonObject>();
  const keys = new Map<string, string>();

  function visit(value: Json): Json {
    if (Array.isArray(value)) return value.map(visit);
    if (!isObject(value)) return value;
    const copy: JsonObject = {};
    for (const [key, inner] of Object.entries(value)) copy[key] = visit(inner);
    if (!isTitledSchema(copy)) return copy;
    if (!COMPONENT_NAME.test(copy.title)) throw new Error(`OpenAPI: the schema title '${copy.title}' is no valid component name (letters, digits, '.', '-', '_').`);
    const key = canonical(copy);
    const seen = keys.get(copy.title);
    if (seen === undefined) {
      named.set(copy.title, copy);
      keys.set(copy.title, key);
    } else if (seen !== key) {
      throw new Error(`OpenAPI: two different schemas are titled '${copy.title}'; give one of them another title.\n${seen}\n${key}`);
    }
    return { $ref: `#/components/schemas/${copy.title}` };
  }

  const paths = visit(document.paths);
  const components: JsonObject = isObject(document.components) ? { ...document.components } : {};
  const schemas: JsonObject = { ...(isObject(components.schemas) ? components.schemas : {}) };
  for (const [title, schema] of [...named].sort(([a], [b]) => a.localeCompare(b))) {
    if (title in schemas) throw new Error(`OpenAPI: the component '${title}' is declared twice (by name and by a schema's title).`);
    schemas[title] = schema;
  }
  return { ...document, paths, components: { ...components, schemas } };
}
