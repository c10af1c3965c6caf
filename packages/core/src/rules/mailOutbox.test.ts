import { describe, expect, it } from 'vitest';
import { canRetryDelivery, mailOutboxLimit, sortDeliveriesNewestFirst } from './mailOutbox';

describe('mail outbox rules', () => {
  it('clamps the limit to 1…1000 and defaults to 200', () => {
    expect(mailOutboxLimit(undefined)).toBe(200);
    expect(mailOutboxLimit('abc')).toBe(200);
    expect(mailOutboxLimit('0')).toBe(1);
    expect(mailOutboxLimit(5000)).toBe(1000);
    expect(mailOutboxLimit('20')).toBe(20);
  });

  it('retries only a failed delivery', () => {
    expect(canRetryDelivery('failed')).toBe(true);
    expect(canRetryDelivery('queued')).toBe(false);
    expect(canRetryDelivery('sent')).toBe(false);
  });

  it('sorts newest first, ties by id highest first', () => {
    const rows = [
      { deliveryID: 'd-2', createdAt: 1 },
      { deliveryID: 'd-10', createdAt: 1 },
      { deliveryID: 'd-1', createdAt: 5 },
    ];
    expect(sortDeliveriesNewestFirst(rows).map((r) => r.deliveryID)).toEqual(['d-1', 'd-10', 'd-2']);
  });
});
