import { Type } from 'typebox';
import type { Access } from '../../auth/access';
import { ErrorAnswer } from '../schemas';

/** The name of the security scheme every signed-in or admin call declares (a bearer id token). */
export const BEARER_SCHEME = 'bearer';

/** What the swagger `transform` hook gets of one route (the parts read here). */
export interface DocumentedRoute {
  url: string;
  method: string | string[];
  schema?: Record<string, unknown>;
  config?: { access?: Access; rateLimit?: unknown };
}

/** A wildcard (`/files/*`) is documented as this path parameter: `*` is no valid parameter name. */
export const WILDCARD_PARAMETER = 'path';

const WildcardParameter = Type.Object({
  [WILDCARD_PARAMETER]: Type.String({ description: 'The rest of the address after the prefix, slashes included and not encoded' }),
});

/**
 * The error answers a route can give, derived from its access rule and its shape: 400 always (every
 * address is checked for control characters before any route runs, and any input is validated),
 * 401 for signed-in and admin calls, 403 for admin calls, 404 when the access rule names records
 * or the address carries one, 412 for a PUT whose body takes a `version`, 429 when rate limited.
 * Statuses the route declares itself are kept as declared.
 * @example errorStatusesOf({ url: '/api/calendar', method: 'DELETE', config: { access: access.signedIn(inQuery('calendar', 'calendarID')) } }) // [400, 401, 404]
 */
export function errorStatusesOf(route: DocumentedRoute): number[] {
  const access = route.config?.access;
  const level = access?.level ?? 'public';
  const methods = [route.method].flat().map((m) => m.toUpperCase());
  const bodyProperties = (route.schema?.body as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const statuses = [400];
  if (level !== 'public') statuses.push(401);
  if (level === 'admin') statuses.push(403);
  const namesRecords = (access !== undefined && access.level !== 'public' && access.refs.length > 0) || /[:*]/.test(route.url);
  if (namesRecords) statuses.push(404);
  if (methods.includes('PUT') && 'version' in bodyProperties) statuses.push(412);
  if (route.config?.rateLimit !== undefined) statuses.push(429);
  return statuses;
}

/**
 * The tags of an operation: its own, else the first segment of its address after /api
 * (`/api/health` → `health`).
 * @example tagsOf({ url: '/api/config', method: 'GET' }) // ['config']
 */
export function tagsOf(route: DocumentedRoute): string[] {
  const own = route.schema?.tags;
  if (Array.isArray(own) && own.length > 0) return own as string[];
  const first = route.url.replace(/^\/api\/?/, '').split('/')[0];
  return [first.replace(/[:*].*$/, '') || 'api'];
}

/**
 * The security requirement of an operation: none for public calls, the bearer id token otherwise.
 * @example securityOf({ level: 'public' }) // []
 */
export function securityOf(access: Access | undefined): Record<string, string[]>[] {
  return access === undefined || access.level === 'public' ? [] : [{ [BEARER_SCHEME]: [] }];
}

/**
 * The route as the document shows it (the swagger `transform` hook; the route itself is not
 * changed): tags, security and error answers from its access rule, and a wildcard renamed to a
 * valid `{path}` parameter.
 * @example
 * await app.register(swagger, { openapi, transform: ({ schema, url, route }) => documentedRoute({ ...route, schema, url }) });
 */
export function documentedRoute(route: DocumentedRoute): { schema: Record<string, unknown>; url: string } {
  const schema = { ...route.schema };
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const status of errorStatusesOf(route)) response[status] ??= ErrorAnswer;
  schema.response = response;
  schema.tags = tagsOf(route);
  schema.security = securityOf(route.config?.access);
  let url = route.url;
  if (url.endsWith('*')) {
    url = `${url.slice(0, -1)}:${WILDCARD_PARAMETER}`;
    schema.params ??= WildcardParameter;
  }
  return { schema, url };
}

/**
 * A stable camelCase operationId from the method and the documented path: `PUT
 * /api/calendar/login/regenerate` → `putCalendarLoginRegenerate`, a path parameter reads `By…`
 * (`POST /api/guest/questions/{questionID}/vote` → `postGuestQuestionsByQuestionIDVote`).
 * @example operationIdOf('get', '/api/space-worlds-admin') // 'getSpaceWorldsAdmin'
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? ['by', parameter[1]] : segment.split(/[-_.]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
}
