import type { ApiKeyAccess } from '@greenroom/core';
import { checkApiKeyInput } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { recordAudit } from '../audit/store';
import { access, inBody, inQuery } from '../platform/auth/access';
import { callerOf } from '../platform/auth/guard';
import { badRequest, notFound } from '../platform/http/errors';
import { ErrorAnswer } from '../platform/http/schemas';
import type { RouteModule } from '../platform/routeModule';
import { ApiKey, ApiKeyCreateBody, ApiKeyCreated, ApiKeyIdQuery, ApiKeyListQuery } from './schemas';
import { insertApiKey, listApiKeys, revokeApiKey } from './store';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/**
 * API keys (issue 28): a signed-in person lists, creates and revokes named keys limited to projects
 * and to read or read-write. A key is shown once and stored as a hash; requests with a key pass the
 * same guard as its owner, narrowed (platform/auth/guard.ts). Keys never manage keys (403).
 */
export const apiKeyRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/api-keys',
    {
      config: { access: access.personOnly(inQuery('project', 'projectID', { optional: true })) },
      schema: {
        tags: ['apiKeys'],
        summary: "The caller's API keys, newest first (a super-admin's: every key); with projectID, those that reach it",
        querystring: ApiKeyListQuery,
        response: { 200: Type.Array(ApiKey), ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return listApiKeys(ctx.db, { ownerID: caller.role === 0 ? undefined : caller.producerID, projectID: request.query.projectID });
    },
  );

  app.post(
    '/api-keys',
    {
      config: { access: access.personOnly(inBody('project', 'projectIDs', { many: true, optional: true })) },
      schema: {
        tags: ['apiKeys'],
        summary: 'Create a key for projects the caller reaches (null: every project, super-admins only); the secret is answered this once',
        body: ApiKeyCreateBody,
        response: { 201: ApiKeyCreated, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const checked = checkApiKeyInput({ ...request.body, access: request.body.access as ApiKeyAccess }, { superAdmin: caller.role === 0 });
      if (!checked.ok) throw badRequest(checked.fieldErrors);
      const now = ctx.clock.now().getTime();
      const created = await ctx.db.transaction().execute(async (trx) => {
        const made = await insertApiKey(trx, caller.producerID, checked.input, now);
        // The key as listed: never its secret or hash.
        await recordAudit(trx, { producerID: caller.producerID, action: 'apiKey.create', target: made.key.apiKeyID, before: null, after: made.key, at: now });
        return made;
      });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api-keys',
    {
      config: { access: access.personOnly(inQuery('apiKey', 'apiKeyID')) },
      schema: {
        tags: ['apiKeys'],
        summary: 'Revoke a key (its owner or a super-admin): it answers 401 at once and stays listed with revokedAt',
        querystring: ApiKeyIdQuery,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const now = ctx.clock.now().getTime();
      await ctx.db.transaction().execute(async (trx) => {
        const revoked = await revokeApiKey(trx, request.query.apiKeyID, now);
        if (!revoked) throw notFound('API key');
        const { before, after } = revoked;
        await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'apiKey.revoke', target: before.apiKeyID, before, after, at: now });
      });
      return reply.status(204).send(null);
    },
  );
};
