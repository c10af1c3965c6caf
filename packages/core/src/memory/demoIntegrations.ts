import type { ApiKey, Webhook, WebhookDelivery } from '../entities';
import { WEBHOOK_TEXTS } from '../rules/webhooks';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The demo's API keys, webhooks and delivery log (issue 28), around `now`: a read key of the
 * first project used an hour ago, an install-wide key of the super-admin never used, a revoked
 * one; in the first project a CRM webhook whose log shows a delivered (200), a failed (500) and a
 * pending delivery, and a webhook the server turned off after repeated failures.
 * @example const { apiKeys, webhooks, webhookDeliveries } = demoIntegrations(new Date());
 */
export function demoIntegrations(now: Date): { apiKeys: ApiKey[]; webhooks: Webhook[]; webhookDeliveries: WebhookDelivery[] } {
  const at = (msBefore: number) => new Date(now.getTime() - msBefore).toISOString();
  const owner = { ownerID: 'producer-admin', ownerName: 'Avery Admin' };
  const apiKeys: ApiKey[] = [
    { apiKeyID: 'apikey-3', name: 'Old export', prefix: 'grk_Q7mT2xLp', projectIDs: ['project-1'], access: 'readWrite', ...owner, createdAt: at(30 * DAY), lastUsedAt: at(20 * DAY), revokedAt: at(10 * DAY) },
    { apiKeyID: 'apikey-2', name: 'Reporting', prefix: 'grk_c9Vb4NwE', projectIDs: null, access: 'read', ...owner, createdAt: at(5 * DAY), lastUsedAt: null, revokedAt: null },
    { apiKeyID: 'apikey-1', name: 'CRM sync', prefix: 'grk_h3Ks8YdR', projectIDs: ['project-1'], access: 'read', ...owner, createdAt: at(2 * DAY), lastUsedAt: at(60 * MINUTE), revokedAt: null },
  ];
  const webhooks: Webhook[] = [
    {
      webhookID: 'webhook-1',
      projectID: 'project-1',
      url: 'https://crm.example.com/hooks/greenroom',
      events: ['booking.created', 'booking.updated', 'registration.created'],
      enabled: true,
      disabledReason: null,
      createdAt: at(7 * DAY),
      secretRotatedAt: null,
      version: 1,
    },
    {
      webhookID: 'webhook-2',
      projectID: 'project-1',
      url: 'https://old-intranet.example.com/greenroom',
      events: ['mail.failed'],
      enabled: false,
      disabledReason: WEBHOOK_TEXTS.disabledAfterFailures,
      createdAt: at(20 * DAY),
      secretRotatedAt: at(15 * DAY),
      version: 3,
    },
  ];
  const delivery = (n: number, fields: Partial<WebhookDelivery> & Pick<WebhookDelivery, 'eventType' | 'state' | 'createdAt'>): WebhookDelivery => ({
    deliveryID: `delivery-${n}`,
    webhookID: 'webhook-1',
    eventID: `event-${n}`,
    attempts: 0,
    responseStatus: null,
    error: null,
    lastAttemptAt: null,
    nextAttemptAt: null,
    ...fields,
  });
  const webhookDeliveries: WebhookDelivery[] = [
    delivery(1, { eventType: 'booking.created', state: 'delivered', attempts: 1, responseStatus: 200, createdAt: at(3 * 60 * MINUTE), lastAttemptAt: at(3 * 60 * MINUTE) }),
    delivery(2, {
      eventType: 'registration.created',
      state: 'failed',
      attempts: 6,
      responseStatus: 500,
      error: 'The receiver answered 500 Internal Server Error.',
      createdAt: at(2 * 60 * MINUTE),
      lastAttemptAt: at(30 * MINUTE),
    }),
    delivery(3, {
      eventType: 'booking.updated',
      state: 'pending',
      attempts: 1,
      responseStatus: 503,
      error: 'The receiver answered 503 Service Unavailable.',
      createdAt: at(10 * MINUTE),
      lastAttemptAt: at(9 * MINUTE),
      nextAttemptAt: at(-MINUTE),
    }),
  ];
  return { apiKeys, webhooks, webhookDeliveries };
}
