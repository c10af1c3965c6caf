import type { WebhookDelivery, WebhookEventType } from '../entities';
import type { MemoryStore } from './store';

/**
 * Queues one delivery of a new event to every enabled webhook of `projectID` that subscribes to
 * `type`. The memory backend sends nothing: the deliveries stay pending (a leaf the domains that
 * change records call, as the server's event outbox is filled in the write's transaction).
 * @example queueWebhookEvent(store, space.projectID, 'booking.created');
 */
export function queueWebhookEvent(store: MemoryStore, projectID: string, type: WebhookEventType): void {
  const subscribed = [...store.webhooks.values()].filter((w) => w.projectID === projectID && w.enabled && w.events.includes(type));
  if (subscribed.length === 0) return;
  const createdAt = new Date().toISOString();
  const eventID = `event-${globalThis.crypto.randomUUID()}`;
  for (const webhook of subscribed) {
    const deliveryID = store.nextId('delivery', store.webhookDeliveries);
    store.webhookDeliveries.set(deliveryID, pendingDelivery({ deliveryID, webhookID: webhook.webhookID, eventID, eventType: type }, createdAt));
  }
}

/**
 * A delivery not yet attempted, due at once.
 * @example pendingDelivery({ deliveryID: 'd2', webhookID: 'w1', eventID: 'e1', eventType: 'booking.created' }, now)
 */
export function pendingDelivery(ids: Pick<WebhookDelivery, 'deliveryID' | 'webhookID' | 'eventID' | 'eventType'>, createdAt: string): WebhookDelivery {
  return { ...ids, state: 'pending', attempts: 0, responseStatus: null, error: null, createdAt, lastAttemptAt: null, nextAttemptAt: createdAt };
}
