import { checkWebhookInput, ERROR_CODES, WEBHOOK_DELIVERY, WEBHOOK_LOG_LIMITS, WEBHOOK_TEXTS } from '@greenroom/core/rules';
import type { WebhookEventType } from '@greenroom/core';
import { Type } from 'typebox';
import { recordAudit } from '../audit/store';
import { access, inBody, inQuery } from '../platform/auth/access';
import { callerOf } from '../platform/auth/guard';
import { fromJson, isSet } from '../platform/db/json';
import { ApiError, badRequest, notFound } from '../platform/http/errors';
import { ErrorAnswer } from '../platform/http/schemas';
import { assertVersion, staleWrite } from '../platform/http/staleWrites';
import type { RouteModule } from '../platform/routeModule';
import {
  DeliveryIdBody,
  DeliveryLogQuery,
  Webhook,
  WebhookCreateBody,
  WebhookDelivery,
  WebhookIdBody,
  WebhookIdQuery,
  WebhookListQuery,
  WebhookUpdateBody,
  WebhookWithSecret,
} from './schemas';
import { resendWebhookDelivery, webhookDeliveryLog } from './store/deliveries';
import { deleteWebhook, findWebhook, insertWebhook, projectWebhooks, rotateWebhookSecret, updateWebhook, webhookFromRow } from './store/subscriptions';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/** The log's length: WEBHOOK_LOG_LIMITS.default unless told, at most WEBHOOK_LOG_LIMITS.max. */
function logLimit(limit: string | undefined): number {
  if (limit === undefined) return WEBHOOK_LOG_LIMITS.default;
  return Math.min(WEBHOOK_LOG_LIMITS.max, Math.max(1, Number(limit)));
}

/**
 * Webhooks (issue 28): a project's subscriptions (create, change, turn on/off, delete, rotate the
 * secret) and their delivery log with resend. Signed-in people only (403 with an API key); the
 * guard limits each call to the caller's projects. Deliveries are sent by webhooks/worker.ts.
 */
export const webhookRoutes: RouteModule = async (app, { ctx }) => {
  app.get(
    '/webhooks',
    {
      config: { access: access.personOnly(inQuery('project', 'projectID')) },
      schema: { tags: ['webhooks'], summary: "A project's webhook subscriptions, oldest first", querystring: WebhookListQuery, response: { 200: Type.Array(Webhook), ...errors } },
    },
    async (request) => projectWebhooks(ctx.db, request.query.projectID),
  );

  app.post(
    '/webhooks',
    {
      config: { access: access.personOnly(inBody('project', 'projectID')) },
      schema: {
        tags: ['webhooks'],
        summary: 'Subscribe an https:// address to events of a project (this machine and private networks only when WEBHOOK_PRIVATE_TARGETS is on); the signing secret is answered this once',
        body: WebhookCreateBody,
        response: { 201: WebhookWithSecret, ...errors },
      },
    },
    async (request, reply) => {
      const checked = checkWebhookInput(request.body, { privateTargets: ctx.config.webhookPrivateTargets });
      if (!checked.ok) throw badRequest(checked.fieldErrors);
      const producerID = callerOf(request).producerID;
      const now = ctx.clock.now().getTime();
      const row = await ctx.db.transaction().execute(async (trx) => {
        const created = await insertWebhook(trx, { projectID: request.body.projectID, producerID, ...checked.input }, now);
        await recordAudit(trx, { producerID, action: 'webhook.create', target: created.webhook_id, before: null, after: webhookFromRow(created), at: now });
        return created;
      });
      return reply.status(201).send({ webhook: webhookFromRow(row), secret: row.secret });
    },
  );

  app.put(
    '/webhooks',
    {
      config: { access: access.personOnly(inBody('webhook', 'webhookID')) },
      schema: {
        tags: ['webhooks'],
        summary: "Change a subscription's address, events or switch, read at `version` (412 when stale); turning it on again clears why it was turned off",
        body: WebhookUpdateBody,
        response: { 200: Webhook, 412: ErrorAnswer, ...errors },
      },
    },
    async (request) => {
      const { webhookID, version, ...change } = request.body;
      const stored = await findWebhook(ctx.db, webhookID);
      if (!stored) throw notFound('Webhook');
      assertVersion(stored, version);
      const checked = checkWebhookInput(
        { url: change.url ?? stored.url, events: change.events ?? fromJson<WebhookEventType[]>(stored.events) },
        { privateTargets: ctx.config.webhookPrivateTargets },
      );
      if (!checked.ok) throw badRequest(checked.fieldErrors);
      const now = ctx.clock.now().getTime();
      const edit = { ...checked.input, enabled: change.enabled ?? isSet(stored.enabled) };
      return ctx.db.transaction().execute(async (trx) => {
        if (!(await updateWebhook(trx, stored, edit, version, now))) throw staleWrite();
        const saved = await findWebhook(trx, webhookID);
        if (!saved) throw notFound('Webhook');
        const after = webhookFromRow(saved);
        await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'webhook.update', target: webhookID, before: webhookFromRow(stored), after, at: now });
        return after;
      });
    },
  );

  app.delete(
    '/webhooks',
    {
      config: { access: access.personOnly(inQuery('webhook', 'webhookID')) },
      schema: {
        tags: ['webhooks'],
        summary: 'Delete a subscription; its pending deliveries are dropped and nothing more is sent to it',
        querystring: WebhookIdQuery,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { webhookID } = request.query;
      const now = ctx.clock.now().getTime();
      await ctx.db.transaction().execute(async (trx) => {
        const stored = await findWebhook(trx, webhookID);
        if (!stored || !(await deleteWebhook(trx, webhookID))) throw notFound('Webhook');
        await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'webhook.delete', target: webhookID, before: webhookFromRow(stored), after: null, at: now });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webhooks/rotate-secret',
    {
      config: { access: access.personOnly(inBody('webhook', 'webhookID')) },
      schema: {
        tags: ['webhooks'],
        summary: `Give a subscription a new signing secret, answered this once; the old one still signs (a second v1) for ${WEBHOOK_DELIVERY.rotationOverlapMs / 3_600_000} hours`,
        body: WebhookIdBody,
        response: { 200: WebhookWithSecret, ...errors },
      },
    },
    async (request) => {
      const { webhookID } = request.body;
      const now = ctx.clock.now().getTime();
      return ctx.db.transaction().execute(async (trx) => {
        const stored = await findWebhook(trx, webhookID);
        const rotated = await rotateWebhookSecret(trx, webhookID, now, now + WEBHOOK_DELIVERY.rotationOverlapMs);
        if (!stored || !rotated) throw notFound('Webhook');
        const webhook = webhookFromRow(rotated);
        // Never a secret in the audit log: only when it was rotated.
        await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'webhook.rotateSecret', target: webhookID, before: webhookFromRow(stored), after: webhook, at: now });
        return { webhook, secret: rotated.secret };
      });
    },
  );

  app.get(
    '/webhook-deliveries',
    {
      config: { access: access.personOnly(inQuery('webhook', 'webhookID')) },
      schema: {
        tags: ['webhooks'],
        summary: `A subscription's deliveries, newest first (${WEBHOOK_LOG_LIMITS.default} unless told, at most ${WEBHOOK_LOG_LIMITS.max})`,
        querystring: DeliveryLogQuery,
        response: { 200: Type.Array(WebhookDelivery), ...errors },
      },
    },
    async (request) => webhookDeliveryLog(ctx.db, request.query.webhookID, logLimit(request.query.limit)),
  );

  app.post(
    '/webhook-deliveries/resend',
    {
      config: { access: access.personOnly(inBody('webhookDelivery', 'deliveryID')) },
      schema: {
        tags: ['webhooks'],
        summary: "Send a delivered or failed delivery's event again: a new pending delivery with the same event id (409 while the original is pending)",
        body: DeliveryIdBody,
        response: { 201: WebhookDelivery, 409: ErrorAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const again = await resendWebhookDelivery(ctx.db, request.body.deliveryID, ctx.clock.now().getTime());
      if (again === 'missing') throw notFound('Delivery');
      if (again === 'notFinished') throw new ApiError(409, WEBHOOK_TEXTS.resendNotFinished, { code: ERROR_CODES.conflict });
      return reply.status(201).send(again);
    },
  );
};
