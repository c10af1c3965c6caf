import type { ApiKeysApi, WebhooksApi } from '../api/PortalApi';
import type { ApiKey, Webhook, WebhookDelivery } from '../entities';
import { checkApiKeyInput, keyReachesProject } from '../rules/apiKeys';
import { checkWebhookInput, WEBHOOK_LOG_LIMITS, WEBHOOK_TEXTS } from '../rules/webhooks';
import { conflictRefusal, FIRST_VERSION, nextVersion } from '../rules/index';
import { recordAudit } from './audit';
import { badRequest, findRecord, refused, refuseBadText, type Respond } from './respond';
import { newApiKeySecret, newWebhookSecret } from './secrets';
import type { MemoryStore, MemoryWebhook } from './store';
import { refuseStale } from './versions';
import { pendingDelivery } from './webhookEvents';

/** The store's super-admin, who every memory call is made by (the memory backend has no caller of its own). */
function caller(store: MemoryStore): { producerID: string; name: string } {
  const admin = [...store.producers.values()].find((p) => p.role === 0);
  return { producerID: admin?.producerID ?? '', name: admin?.name ?? '' };
}

/** Newest first by createdAt; of two made in the same millisecond, the later made first. */
function newestFirst<T extends { createdAt: string }>(records: Iterable<T>): T[] {
  return [...records].reverse().sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** A webhook as the api answers it: without its secret. */
function publicWebhook({ secret: _secret, ...webhook }: MemoryWebhook): Webhook {
  return webhook;
}

/**
 * API keys (issue 28). The caller is the store's super-admin: every key is listed and an
 * install-wide key (projectIDs null) is allowed. The secret is answered once and not kept.
 */
export function memoryApiKeys(store: MemoryStore, respond: Respond): ApiKeysApi {
  return {
    list: (p = {}) =>
      respond(p.signal, () => {
        const { projectID } = p;
        if (projectID !== undefined) findRecord(store.projects, projectID, 'Project');
        return newestFirst([...store.apiKeys.values()].filter((key) => projectID === undefined || keyReachesProject(key.projectIDs, projectID)));
      }),
    create: ({ signal, ...payload }) =>
      respond(signal, () => {
        refuseBadText({ singleLine: { name: payload.name } });
        const checked = checkApiKeyInput(payload, { superAdmin: true });
        if (!checked.ok) throw badRequest(checked.fieldErrors);
        for (const projectID of checked.input.projectIDs ?? []) findRecord(store.projects, projectID, 'Project');
        const owner = caller(store);
        const { secret, prefix } = newApiKeySecret();
        const key: ApiKey = {
          apiKeyID: store.nextId('apikey', store.apiKeys),
          ...checked.input,
          prefix,
          ownerID: owner.producerID,
          ownerName: owner.name,
          createdAt: new Date().toISOString(),
          lastUsedAt: null,
          revokedAt: null,
        };
        store.apiKeys.set(key.apiKeyID, key);
        recordAudit(store, 'apiKey.create', key.apiKeyID, null, key);
        return { key, secret };
      }),
    revoke: ({ apiKeyID, signal }) =>
      respond(signal, () => {
        const key = findRecord(store.apiKeys, apiKeyID, 'API key');
        // Revoking a revoked key changes nothing (its first revokedAt stays).
        if (key.revokedAt !== null) return;
        const before = { ...key };
        key.revokedAt = new Date().toISOString();
        recordAudit(store, 'apiKey.revoke', apiKeyID, before, key);
      }),
  };
}

/**
 * Webhooks of a project and their delivery log (issue 28). A rotated secret moves the webhook's
 * version, as any change of it does. Nothing is ever sent: a delivery the
 * memory backend queues (a booking's events, a resend) stays pending; the seed's log shows the
 * other states.
 */
export function memoryWebhooks(store: MemoryStore, respond: Respond): WebhooksApi {
  const webhook = (webhookID: string) => findRecord(store.webhooks, webhookID, 'Webhook');
  const checked = (input: { url: string; events: readonly string[] }) => {
    const result = checkWebhookInput(input);
    if (!result.ok) throw badRequest(result.fieldErrors);
    return result.input;
  };
  return {
    list: ({ projectID, signal }) =>
      respond(signal, () => {
        findRecord(store.projects, projectID, 'Project');
        return [...store.webhooks.values()].filter((w) => w.projectID === projectID).map(publicWebhook);
      }),
    create: ({ projectID, url, events, signal }) =>
      respond(signal, () => {
        refuseBadText({ singleLine: { url } });
        const input = checked({ url, events });
        findRecord(store.projects, projectID, 'Project');
        const created: MemoryWebhook = {
          webhookID: store.nextId('webhook', store.webhooks),
          projectID,
          ...input,
          enabled: true,
          disabledReason: null,
          createdAt: new Date().toISOString(),
          secretRotatedAt: null,
          version: FIRST_VERSION,
          secret: newWebhookSecret(),
        };
        store.webhooks.set(created.webhookID, created);
        recordAudit(store, 'webhook.create', created.webhookID, null, publicWebhook(created));
        return { webhook: publicWebhook(created), secret: created.secret };
      }),
    update: ({ webhookID, url, events, enabled, version, signal }) =>
      respond(signal, () => {
        if (url !== undefined) refuseBadText({ singleLine: { url } });
        const found = webhook(webhookID);
        refuseStale(found, version);
        const input = checked({ url: url ?? found.url, events: events ?? found.events });
        const before = publicWebhook(found);
        Object.assign(found, input);
        // Turned on again: the reason Greenroom turned it off no longer holds.
        if (enabled === true && !found.enabled) found.disabledReason = null;
        if (enabled !== undefined) found.enabled = enabled;
        found.version = nextVersion(found);
        recordAudit(store, 'webhook.update', webhookID, before, publicWebhook(found));
        return publicWebhook(found);
      }),
    delete: ({ webhookID, signal }) =>
      respond(signal, () => {
        const found = webhook(webhookID);
        store.webhooks.delete(webhookID);
        // Its deliveries go with it (the pending ones are never sent).
        for (const [id, delivery] of store.webhookDeliveries) if (delivery.webhookID === webhookID) store.webhookDeliveries.delete(id);
        recordAudit(store, 'webhook.delete', webhookID, publicWebhook(found), null);
      }),
    rotateSecret: ({ webhookID, signal }) =>
      respond(signal, () => {
        const found = webhook(webhookID);
        const before = publicWebhook(found);
        found.secret = newWebhookSecret();
        found.secretRotatedAt = new Date().toISOString();
        found.version = nextVersion(found);
        // Never a secret in the audit log: only when it was rotated.
        recordAudit(store, 'webhook.rotateSecret', webhookID, before, publicWebhook(found));
        return { webhook: publicWebhook(found), secret: found.secret };
      }),
    deliveries: ({ webhookID, limit, signal }) =>
      respond(signal, () => {
        webhook(webhookID);
        const count = Math.min(Math.max(1, Math.floor(limit ?? WEBHOOK_LOG_LIMITS.default)), WEBHOOK_LOG_LIMITS.max);
        return newestFirst([...store.webhookDeliveries.values()].filter((d) => d.webhookID === webhookID)).slice(0, count);
      }),
    resend: ({ deliveryID, signal }) =>
      respond(signal, () => {
        const original = findRecord(store.webhookDeliveries, deliveryID, 'Delivery');
        if (original.state === 'pending') throw refused(conflictRefusal(WEBHOOK_TEXTS.resendNotFinished));
        webhook(original.webhookID);
        const { webhookID, eventID, eventType } = original;
        const delivery: WebhookDelivery = pendingDelivery(
          { deliveryID: store.nextId('delivery', store.webhookDeliveries), webhookID, eventID, eventType },
          new Date().toISOString(),
        );
        store.webhookDeliveries.set(delivery.deliveryID, delivery);
        return delivery;
      }),
  };
}
