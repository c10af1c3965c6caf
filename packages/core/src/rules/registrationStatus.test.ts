import { describe, expect, it } from 'vitest';
import { defaultGuestFlow } from './guestFlow';
import { registrationCapacityReached } from './bookingRules';
import { cancelRefusal, claimRefusal, decisionRefusal, holdsPlace, newRegistrationPlace, promotionRefusal, REGISTRATION_STATUS_TEXTS } from './registrationStatus';

const flow = defaultGuestFlow();
const conflict = (message: string) => ({ status: 409, message, code: 'Conflict' });

describe('newRegistrationPlace', () => {
  it('approves with a place free, makes it pending under approval, waitlists a full booking with a waitlist, and refuses one without', () => {
    const free = { registrationCount: 1, limit: 2 };
    const full = { registrationCount: 2, limit: 2 };
    expect(newRegistrationPlace(flow, free, 0)).toEqual({ status: 'approved', waitlistPosition: null });
    expect(newRegistrationPlace({ ...flow, requireApproval: true }, free, 0)).toEqual({ status: 'pending', waitlistPosition: null });
    expect(newRegistrationPlace({ ...flow, waitlist: true, requireApproval: true }, full, 2)).toEqual({ status: 'waitlisted', waitlistPosition: 3 });
    expect(newRegistrationPlace(flow, full, 0)).toEqual({ status: 409, message: registrationCapacityReached(2), code: 'CapacityReached' });
  });
});

describe('status transitions', () => {
  it('holds a place only while approved or offered (a missing status is approved)', () => {
    expect(['approved', 'offered', undefined, 'pending', 'waitlisted', 'denied', 'cancelled'].map((s) => holdsPlace(s as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('decides pending registrations only, and approves them only within the capacity', () => {
    const room = { registrationCount: 1, limit: 2 };
    expect(decisionRefusal('deny', ['pending', 'approved'], room)).toEqual(conflict(REGISTRATION_STATUS_TEXTS.notPending));
    expect(decisionRefusal('approve', ['pending', 'pending'], room)).toMatchObject({ status: 409, code: 'CapacityReached' });
    expect(decisionRefusal('approve', ['pending'], room)).toBeNull();
    expect(decisionRefusal('deny', ['pending', 'pending', 'pending'], room)).toBeNull();
  });

  it('promotes only the waitlisted, claims only a live offer, cancels anything still open', () => {
    expect(promotionRefusal('waitlisted')).toBeNull();
    expect(promotionRefusal('approved')).toEqual(conflict(REGISTRATION_STATUS_TEXTS.notWaitlisted));
    expect(claimRefusal('offered', 2_000, 1_999)).toBeNull();
    expect(claimRefusal('offered', 2_000, 2_000)).toEqual(conflict(REGISTRATION_STATUS_TEXTS.offerExpired));
    expect(claimRefusal('waitlisted', null, 0)).toEqual(conflict(REGISTRATION_STATUS_TEXTS.notOffered));
    expect(['approved', 'pending', 'waitlisted', 'offered'].map((s) => cancelRefusal(s as never))).toEqual([null, null, null, null]);
    expect(cancelRefusal('denied')).toEqual(conflict(REGISTRATION_STATUS_TEXTS.alreadyClosed));
  });
});
