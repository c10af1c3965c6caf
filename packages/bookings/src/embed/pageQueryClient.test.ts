// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { releasePageQueryClient, takePageQueryClient } from './pageQueryClient';

describe('the page-wide query cache of mounted panels', () => {
  it('is one cache for every panel, kept until the last one leaves', () => {
    const first = takePageQueryClient();
    const second = takePageQueryClient();
    expect(second).toBe(first);
    first.setQueryData(['bookings', 'detail', 'evt-1'], { bookingID: 'evt-1' });
    releasePageQueryClient(first);
    expect(second.getQueryData(['bookings', 'detail', 'evt-1'])).toEqual({ bookingID: 'evt-1' });
    releasePageQueryClient(second);
    expect(second.getQueryCache().getAll()).toEqual([]);
  });

  it('starts a fresh cache after the last panel left', () => {
    const before = takePageQueryClient();
    releasePageQueryClient(before);
    const after = takePageQueryClient();
    expect(after).not.toBe(before);
    releasePageQueryClient(after);
  });
});
