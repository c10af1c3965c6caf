import type { ApiKeyAccess } from '@greenroom/core';
import { API_KEY_PREFIX, API_KEY_RATE_LIMIT, API_KEY_TEXTS, ERROR_CODES, AUTH_MESSAGES, keyAllowsMethod } from '@greenroom/core/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { ApiError, notFound } from '../http/errors';
import type { Access, ResourceRef } from './access';
import { hitRateWindow } from '../rateLimits/store';
import { callerOfIdToken, type IdTokenContext } from './idTokenCaller';
import { apiKeyBySecret, markApiKeyUsed } from './store/apiKeys';
import { assignedProjects, storedCaller } from './store/callers';
import { resourceResolvers, type Ancestry, type ResourceKind } from './store/resources';

/** What the guard reads of the server's context (a ServerContext is one). */
export type GuardContext = IdTokenContext;

/** What an API key narrows when a request carries one instead of an id token. */
export interface ApiKeyGrant {
  apiKeyID: string;
  access: ApiKeyAccess;
  /** The projects the key reaches (within its owner's); null: all of its owner's. */
  projectIDs: readonly string[] | null;
}

/** The signed-in producer making a request (directly, or through one of its API keys). */
export interface Caller {
  producerID: string;
  role: number;
  /** Set when the request came with an API key: it never reaches more than its owner, often less. */
  apiKey?: ApiKeyGrant;
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
// The names of the newer kinds in "… not found" (the older ones keep their answers).
const KIND_NAMES: Partial<Record<ResourceKind, string>> = { apiKey: 'API key', webhookDelivery: 'Delivery' };
const outOfReach = (kind: ResourceKind) => notFound(KIND_NAMES[kind] ?? `${kind[0].toUpperCase()}${kind.slice(1)}`);
const keyRefused = (status: 401 | 403, message: string) => new ApiError(status, message, { code: status === 401 ? ERROR_CODES.notAuthorized : ERROR_CODES.forbidden });

/** Minimum time between two writes of a key's last use. */
const LAST_USED_STEP_MS = 60_000;

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

/**
 * The projects a caller reaches: null for a super-admin without a key limit (every project), else
 * the assigned ones (a super-admin's: every one) narrowed to the key's projects. Routes that list
 * across projects use it, so a key never lists more than its projects.
 * @example const projects = await reachableProjects(ctx.db, callerOf(request)); // null = all
 */
export async function reachableProjects(db: Kysely<Database>, caller: Caller): Promise<Set<string> | null> {
  const scope = caller.apiKey?.projectIDs ?? null;
  if (caller.role === 0) return scope === null ? null : new Set(scope);
  const assigned = await assignedProjects(db, caller.producerID);
  return scope === null ? assigned : new Set(scope.filter((projectID) => assigned.has(projectID)));
}

function reaches(caller: Caller, ancestry: Ancestry, kind: ResourceKind, projects: Set<string> | null): boolean {
  // A producer (and a key) belongs to itself; a super-admin reaches every one.
  if (kind === 'producer' || kind === 'apiKey') return caller.role === 0 || ancestry.producer === caller.producerID;
  if (projects === null) return true;
  return ancestry.project !== undefined && projects.has(ancestry.project);
}

/**
 * The caller behind an API key (401 when unknown or revoked), counted against the key's rate limit
 * in the database (429 with Retry-After past API_KEY_RATE_LIMIT, shared by every instance); notes
 * its use at most once a minute.
 */
async function keyCaller(ctx: GuardContext, secret: string, reply: FastifyReply): Promise<Caller> {
  const key = await apiKeyBySecret(ctx.db, secret);
  if (!key || key.revoked) throw keyRefused(401, API_KEY_TEXTS.invalidKey);
  const owner = await storedCaller(ctx.db, key.producerID);
  if (!owner || owner.must_change_password === 1) throw keyRefused(401, API_KEY_TEXTS.invalidKey);
  const now = ctx.clock.now().getTime();
  const { count, windowStartedAt } = await hitRateWindow(ctx.db, `api-key:${key.apiKeyID}`, API_KEY_RATE_LIMIT.windowMs, now);
  if (count > API_KEY_RATE_LIMIT.requests) {
    const seconds = Math.max(1, Math.ceil((windowStartedAt + API_KEY_RATE_LIMIT.windowMs - now) / 1000));
    reply.header('Retry-After', String(seconds));
    throw new ApiError(429, API_KEY_TEXTS.rateLimited(seconds), { code: ERROR_CODES.limitExceeded });
  }
  if (key.lastUsedAt === null || now - key.lastUsedAt >= LAST_USED_STEP_MS) await markApiKeyUsed(ctx.db, key.apiKeyID, now);
  return { producerID: owner.producer_id, role: owner.role, apiKey: { apiKeyID: key.apiKeyID, access: key.access, projectIDs: key.projectIDs } };
}

/** What a key may not do whatever its owner may: manage keys and webhooks, write when it reads only, admin calls unless install-wide. */
function refuseKeyBeyondScope(request: FastifyRequest, rule: Extract<Access, { refs: ResourceRef[] }>, key: ApiKeyGrant, role: number): void {
  if (rule.apiKeys === 'refused') throw keyRefused(403, API_KEY_TEXTS.keysCannotManage);
  if (!keyAllowsMethod(key.access, request.method)) throw keyRefused(403, API_KEY_TEXTS.readOnly);
  if (rule.level === 'admin' && (role !== 0 || key.projectIDs !== null)) throw forbidden();
}

/**
 * The one access guard in front of every route. Each /api route must declare `config.access`
 * (checked when routes are registered). In order: 401 without a valid id token or API key (a
 * bearer token starting with API_KEY_PREFIX; 429 past the key's rate limit), 403 for admin routes
 * when the role is not 0 (and for what a key may not do), then (after body validation) 404 for
 * every named record that is missing, outside the caller's projects (narrowed to a key's), or not
 * inside the other records the request names.
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

  app.addHook('preValidation', async (request, reply) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule.level === 'public') return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
    if (!match) throw unauthenticated();
    if (match[1].startsWith(API_KEY_PREFIX)) {
      const caller = await keyCaller(ctx, match[1], reply);
      request.caller = caller;
      refuseKeyBeyondScope(request, rule, caller.apiKey as ApiKeyGrant, caller.role);
      return;
    }
    const caller = await callerOfIdToken(ctx, match[1]);
    if (!caller) throw unauthenticated();
    request.caller = { producerID: caller.producerID, role: caller.role };
    if (rule.level === 'admin' && caller.role !== 0) throw forbidden();
  });

  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule.level === 'public' || rule.refs.length === 0) return;
    const caller = callerOf(request);
    const projects = await reachableProjects(ctx.db, caller);
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
