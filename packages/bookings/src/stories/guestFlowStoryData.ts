import type { Booking, MemorySeed, Registration, RegistrationStatus } from '@greenroom/core';
import { bookingStorySeed, STORY_BOOKING_ID, STORY_NOW } from './BookingStoryPortal';

/**
 * Story data of the guest flow (issue 27), not a story file: the live demo booking with approval
 * and a waitlist on, and besides its four approved guests two pending, two waitlisted, one offered
 * a place (for a day), one denied and one cancelled.
 */

const HOUR = 3_600_000;

/** When the offered guest's claim lapses: a day after the stories' moment. */
export const STORY_OFFER_EXPIRY = new Date(STORY_NOW.valueOf() + 24 * HOUR).toISOString();

function guest(registrationID: string, firstName: string, lastName: string, status: RegistrationStatus, extra: Partial<Registration> = {}): Registration {
  return {
    registrationID,
    bookingID: STORY_BOOKING_ID,
    loginCode: `code-${registrationID}`,
    brand: false,
    allowEarlyAccess: false,
    emails: [],
    registrationData: {
      firstName,
      lastName,
      company: 'Flow Labs',
      emailAddress: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
      phone: '',
      address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
    },
    status,
    language: '',
    waitlistPosition: null,
    offerExpiresAt: null,
    ...extra,
  };
}

/** The guests the guest flow stories add to the demo booking's four approved ones. */
export const guestFlowStoryGuests: Registration[] = [
  guest('flow-pending-1', 'Mary', 'Jackson', 'pending'),
  guest('flow-pending-2', 'Dorothy', 'Vaughan', 'pending'),
  guest('flow-waiting-2', 'Barbara', 'Liskov', 'waitlisted', { waitlistPosition: 2 }),
  guest('flow-waiting-1', 'Edsger', 'Dijkstra', 'waitlisted', { waitlistPosition: 1 }),
  guest('flow-offered', 'Frances', 'Allen', 'offered', { offerExpiresAt: STORY_OFFER_EXPIRY }),
  guest('flow-denied', 'Tim', 'Berners', 'denied'),
  guest('flow-cancelled', 'Hedy', 'Lamarr', 'cancelled'),
];

/**
 * The demo world with the guest flow on the live booking. `registrationLimit` caps its places (the
 * four approved guests and the offered one hold five), so approving anyone more is refused.
 * @example <BookingStoryPortal seed={guestFlowStorySeed({ registrationLimit: 5 })}>…</BookingStoryPortal>
 */
export function guestFlowStorySeed({ registrationLimit }: { registrationLimit?: number } = {}): MemorySeed {
  const seed = bookingStorySeed();
  const bookings = (seed.bookings ?? []).map((booking): Booking => {
    if (booking.bookingID !== STORY_BOOKING_ID || !booking.guestFlow) return booking;
    const limited = registrationLimit === undefined ? {} : { useRegistrationCapacity: true, registrationCapacity: registrationLimit };
    return { ...booking, ...limited, guestFlow: { ...booking.guestFlow, requireApproval: true, waitlist: true } };
  });
  return { ...seed, bookings, registrations: [...(seed.registrations ?? []), ...guestFlowStoryGuests] };
}
