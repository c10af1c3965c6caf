/** Where a delivery stands (the same three states as EmailDeliveryState). */
type DeliveryState = 'queued' | 'sent' | 'failed';

/** The delivery states the admin outbox filters by, in menu order (issue 17). */
export const MAIL_DELIVERY_STATES = ['queued', 'sent', 'failed'] as const satisfies readonly DeliveryState[];

/** How many deliveries GET /mail-deliveries/admin answers unless told (and at most). */
export const MAIL_OUTBOX_LIMITS = { default: 200, max: 1000 } as const;

/** The message of a retry refused because the delivery has not failed (ours: the spec has none). */
export const MAIL_RETRY_NOT_FAILED = 'Only a failed delivery can be retried.';

/**
 * The number of deliveries to answer for a `limit` query: the default when absent or not a whole
 * number, clamped to 1…max.
 * @example mailOutboxLimit(undefined) // 200
 * @example mailOutboxLimit('5000') // 1000
 */
export function mailOutboxLimit(limit: number | string | undefined): number {
  const asked = Number(limit);
  if (limit === undefined || limit === '' || !Number.isInteger(asked)) return MAIL_OUTBOX_LIMITS.default;
  return Math.min(Math.max(asked, 1), MAIL_OUTBOX_LIMITS.max);
}

/**
 * Whether a delivery in `state` may be queued again: only one that was given up on.
 * @example canRetryDelivery('failed') // true
 * @example canRetryDelivery('queued') // false
 */
export function canRetryDelivery(state: DeliveryState): boolean {
  return state === 'failed';
}

/**
 * The outbox as super-admins read it: newest first (by creation); the same moment by id, highest first.
 * @example sortDeliveriesNewestFirst(rows)[0] // the latest queued
 */
export function sortDeliveriesNewestFirst<T extends { createdAt: number; deliveryID: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.createdAt - a.createdAt || b.deliveryID.localeCompare(a.deliveryID, 'en', { numeric: true }));
}
