import { describe, expect, it } from 'vitest';
import { offerExpiry, offerLapsed, promotionsDue, renumberWaitlist, waitlistOrder, type WaitlistEntry } from './waitlist';

const entry = (registrationID: string, status: WaitlistEntry['status'], waitlistPosition: number | null = null): WaitlistEntry => ({ registrationID, status, waitlistPosition });
const line = [entry('r1', 'approved'), entry('r4', 'waitlisted', 3), entry('r2', 'waitlisted', 1), entry('r3', 'cancelled'), entry('r5', 'waitlisted', 7)];

describe('the waitlist', () => {
  it('orders the waiting by position and offers one per free place, first in line first', () => {
    expect(waitlistOrder(line).map((e) => e.registrationID)).toEqual(['r2', 'r4', 'r5']);
    expect(promotionsDue({ registrationCount: 8, limit: 10 }, line).map((e) => e.registrationID)).toEqual(['r2', 'r4']);
    expect(promotionsDue({ registrationCount: 11, limit: 10 }, line)).toEqual([]);
  });

  it('numbers the line 1, 2, 3 again, naming only the positions that move', () => {
    expect(renumberWaitlist(line)).toEqual([
      { registrationID: 'r4', waitlistPosition: 2 },
      { registrationID: 'r5', waitlistPosition: 3 },
    ]);
  });

  it('lapses an offer the claim window after it was made', () => {
    const expires = offerExpiry({ claimWindowHours: 24 }, 1_000);
    expect(expires).toBe(1_000 + 86_400_000);
    expect(offerLapsed({ status: 'offered', offerExpiresAt: expires }, expires - 1)).toBe(false);
    expect(offerLapsed({ status: 'offered', offerExpiresAt: expires }, expires)).toBe(true);
    expect(offerLapsed({ status: 'approved', offerExpiresAt: expires }, expires)).toBe(false);
  });
});
