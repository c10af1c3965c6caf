import { ERROR_CODES, AUTH_MESSAGES } from '@greenroom/core/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { ApiError, notFound } from '../http/errors';
import type { Access, ResourceRef } from './access';
import { verifyIdToken } from './jwt';
import { assignedProjects, storedCaller } from './store/callers';
import { sessionGeneration } from './store/sessionGeneration';
import { resourceResolvers, type Ancestry, type ResourceKind } from './store/resources';

/** What the guard reads of the server's context (a ServerContext is one). */
export interface GuardContext {
  db: Kysely<Database>;
  clock: Clock;
  keys: { jwt(): Promise<Uint8Array> };
}

/** The signed-in producer making a request. */
export interface Caller {
  producerID: string;
  role: number;
}

/** Records the guard resolved for a request, by kind (the last one when a list was named). */
export type ResolvedRecords = Partial<Record<ResourceKind, Ancestry>>;

/** One registered route and its access rule (for audits and tests). */
export interface AccessRuleEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access rule, filled as routes are registered. */
    accessRules: AccessRuleEntry[];
  }
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    caller: Caller | null;
    resolved: ResolvedRecords;
  }
}

const unauthenticated = () =>
  new ApiError(401, AUTH_MESSAGES.sessionExpired, { code: ERROR_CODES.notAuthorized });
const forbidden = () => new ApiError(403, 'You do not have privileges to access this page.', { code: ERROR_CODES.forbidden });
const outOfReach = (kind: ResourceKind) => notFound(`${kind[0].toUpperCase()}${kind.slice(1)}`);

/** The caller of a signed-in route (set by the guard). @example const { producerID } = callerOf(request); */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}

function idsOf(request: FastifyRequest, ref: ResourceRef): string[] | null {
  const container = (ref.source === 'query' ? request.query : request.body) as Record<string, unknown> | undefined;
  const value = container?.[ref.field];
  if (value === undefined || value === null || value === '') return ref.optional ? [] : null;
  if (ref.many) return Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : null;
  return typeof value === 'string' ? [value] : null;
}

function reaches(caller: Caller, ancestry: Ancestry, kind: ResourceKind, projects: Set<string>): boolean {
  if (caller.role === 0) return true;
  if (kind === 'producer') return ancestry.producer === caller.producerID;
  return ancestry.project !== undefined && projects.has(ancestry.project);
}

/**
 * The one access guard in front of every route. Each /api route must declare `config.access`
 * (checked when routes are registered). In order: 401 without a valid id token, 403 for admin
 * routes when the role is not 0, then (after body validation) 404 for every named record that is
 * missing, outside the caller's projects, or not inside the other records the request names.
 * @example
 * installGuard(app, ctx); // before registering routes
 */
export function installGuard(app: FastifyInstance, ctx: GuardContext): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('resolved', {
    getter(this: FastifyRequest & { _resolved?: ResolvedRecords }) {
      this._resolved ??= {};
      return this._resolved;
    },
  });

  const rules: AccessRuleEntry[] = [];
  app.decorate('accessRules', rules);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const rule = route.config?.access;
    if (rule === undefined) throw new Error(`Route ${String(route.method)} ${route.url} has no access rule (config.access)`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') rules.push({ method, url: route.url, access: rule });
  });

  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule.level === 'public') return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
    if (!match) throw unauthenticated();
    const claims = await verifyIdToken(await ctx.keys.jwt(), match[1], ctx.clock.now());
    if (!claims) throw unauthenticated();
    // The stored role wins over the token's: a demoted or deleted producer loses access at once.
    const producer = await storedCaller(ctx.db, claims.producerID);
    if (!producer || producer.must_change_password === 1) throw unauthenticated();
    // Sign-out and password resets move the generation: every older id token ends at once.
    if (claims.generation !== (await sessionGeneration(ctx.db, producer.producer_id))) throw unauthenticated();
    request.caller = { producerID: producer.producer_id, role: producer.role };
    if (rule.level === 'admin' && producer.role !== 0) throw forbidden();
  });

  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule.level === 'public' || rule.refs.length === 0) return;
    const caller = callerOf(request);
    const projects = caller.role !== 0 ? await assignedProjects(ctx.db, caller.producerID) : new Set<string>();
    const named: { kind: ResourceKind; id: string; ancestry: Ancestry }[] = [];
    for (const ref of rule.refs) {
      const ids = idsOf(request, ref);
      if (ids === null) throw outOfReach(ref.kind);
      for (const id of ids) {
        const ancestry = await resourceResolvers[ref.kind](ctx.db, id);
        if (!ancestry || !reaches(caller, ancestry, ref.kind, projects)) throw outOfReach(ref.kind);
        named.push({ kind: ref.kind, id, ancestry });
        request.resolved[ref.kind] = ancestry;
      }
    }
    // Ids named together must belong together (a calendar of another space is "not found").
    for (const a of named) {
      for (const b of named) {
        const above = b.ancestry[a.kind];
        if (a !== b && above !== undefined && a.kind !== b.kind && above !== a.id) throw outOfReach(b.kind);
      }
    }
  });
}
