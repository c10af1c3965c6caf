import type { EmailDelivery } from '../api/PortalApi';
import type { MemoryStore } from './store';

/** One delivery of a template send, with the booking it belongs to. */
export type MemoryDelivery = EmailDelivery & { bookingID: string };

// Kept beside each store (the store's shape belongs to the guest lists); a leaf read by the email
// templates (guests.ts) and the admin outbox (admin.ts).
const deliveryLogs = new WeakMap<MemoryStore, MemoryDelivery[]>();

/** The template deliveries of a memory store, oldest first (appended to by a send). @example deliveryLog(store).push(delivery) */
export function deliveryLog(store: MemoryStore): MemoryDelivery[] {
  let log = deliveryLogs.get(store);
  if (!log) deliveryLogs.set(store, (log = []));
  return log;
}
