import { STATUS_CODES } from 'node:http';
import type { SwaggerOptions } from '@fastify/swagger';
import { ERROR_CODES } from '@greenroom/core/rules';
import { SERVER_VERSION } from '../../version';
import { hoistTitledSchemas } from './namedSchemas';
import { BEARER_SCHEME, documentedRoute, operationIdOf, type DocumentedRoute } from './operations';

type JsonObject = Record<string, unknown>;

/** The shared error answers (`components.responses`), by status, named by the rule book's code they usually carry; all have the ErrorAnswer body. */
export const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: { name: ERROR_CODES.badRequest, description: 'Bad request: the address, a parameter or the body is not valid (`fieldErrors` names the fields)' },
  401: { name: ERROR_CODES.notAuthorized, description: 'No valid id token (signed out, expired or revoked)' },
  403: { name: ERROR_CODES.forbidden, description: 'Not allowed for this caller (super-admins only, or a refused code)' },
  404: { name: ERROR_CODES.notFound, description: 'A record the request names is missing or out of the caller’s reach (the two are not told apart)' },
  409: { name: ERROR_CODES.conflict, description: 'Refused by a rule of the current state (capacity, a name taken, a used address)' },
  412: { name: ERROR_CODES.staleVersion, description: 'The record changed since it was read at `version`: read it again' },
  413: { name: ERROR_CODES.payloadTooLarge, description: 'The body is too large' },
  415: { name: ERROR_CODES.unsupportedMediaType, description: 'The body’s type, encoding or charset is not accepted' },
  429: { name: ERROR_CODES.limitExceeded, description: 'Too many calls from this address: wait and try again' },
  503: { name: ERROR_CODES.unavailable, description: 'The server cannot answer now (database unreachable or still starting)' },
};

const ERROR_ANSWER_REF = '#/components/schemas/ErrorAnswer';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

function isErrorAnswerResponse(response: unknown): boolean {
  const r = response as { description?: string; content?: Record<string, { schema?: { $ref?: string } }> };
  return r.description === 'Default Response' && r.content?.['application/json']?.schema?.$ref === ERROR_ANSWER_REF;
}

/**
 * The whole document once built (the swagger `transformObject` hook): titled schemas named in
 * components, error answers pointing at the shared responses (those used), a reason phrase for the
 * default descriptions, a 200 where a route declares no answer, and an operationId on every
 * operation (unique; throws naming a clash).
 * @example finishDocument(app.swagger() as Record<string, unknown>).components.schemas.Booking
 */
export function finishDocument(document: JsonObject): JsonObject {
  const named = hoistTitledSchemas(document);
  const used = new Map<string, string>();
  const paths = Object.fromEntries(
    Object.entries(named.paths as Record<string, Record<string, JsonObject>>).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => {
          if (!METHODS.includes(method)) return [method, operation];
          const operationId = (operation.operationId as string | undefined) ?? operationIdOf(method, path);
          const clash = used.get(operationId);
          if (clash) throw new Error(`OpenAPI: operationId '${operationId}' of ${method.toUpperCase()} ${path} is already used by ${clash}`);
          used.set(operationId, `${method.toUpperCase()} ${path}`);
          const responses = Object.fromEntries(
            Object.entries((operation.responses ?? {}) as Record<string, JsonObject>).map(([status, response]) => {
              const shared = ERROR_RESPONSES[Number(status)];
              if (shared && isErrorAnswerResponse(response)) return [status, { $ref: `#/components/responses/${shared.name}` }];
              if (response.description === 'Default Response') return [status, { ...response, description: STATUS_CODES[Number(status)] ?? 'Answer' }];
              return [status, response];
            }),
          );
          // A route that declares no answer of its own (a stored file) answers 200 with any body.
          if (!Object.keys(responses).some((status) => status.startsWith('2'))) responses['200'] = { description: 'OK' };
          return [method, { ...operation, operationId, responses }];
        }),
      ),
    ]),
  );
  const usedRefs = JSON.stringify(paths);
  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES)
      .filter(({ name }) => usedRefs.includes(`"#/components/responses/${name}"`))
      .map(({ name, description }) => [name, { description, content: { 'application/json': { schema: { $ref: ERROR_ANSWER_REF } } } }]),
  );
  const components = named.components as JsonObject;
  return { ...named, paths, components: { ...components, responses: { ...(components.responses as JsonObject | undefined), ...responses } } };
}

/**
 * The options of @fastify/swagger for Greenroom's document: OpenAPI 3.0.3, the server's public
 * address, the bearer scheme, and the per-route and whole-document steps above.
 * @example await app.register(swagger, openApiOptions(config.publicUrl));
 */
export function openApiOptions(publicUrl: string): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Greenroom API',
        version: SERVER_VERSION,
        description:
          'Reference API server of the Greenroom producer portal. Signed-in calls send `Authorization: Bearer <id token>` (from POST /api/auth/sign-in); every refusal answers `ErrorAnswer`.',
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      servers: [{ url: publicUrl, description: 'This server (PUBLIC_URL)' }],
      components: { securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: ({ schema, url, route }) => documentedRoute({ ...(route as unknown as DocumentedRoute), schema: schema as JsonObject | undefined, url }),
    transformObject: (documentObject) => finishDocument(('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject) as JsonObject) as never,
  };
}
