import type { Booking, Registration, RegistrationDecision } from '../entities';
import {
  decisionRefusal,
  defaultGuestFlow,
  holdsPlace,
  isRefusal,
  newRegistrationPlace,
  offerExpiry,
  promotionRefusal,
  promotionsDue,
  registrationLimit,
  renumberWaitlist,
  statusOf,
  type NewRegistrationPlace,
} from '../rules/index';
import { toIsoSeconds } from '../time/instant';
import { notFound, refused } from './respond';
import type { MemoryStore } from './store';
import { queueWebhookEvent } from './webhookEvents';

// Issue 27 on the memory backend: the same rules as the server (core's registrationStatus and
// waitlist). Mail is not modelled; the clock is the machine's.

/** The attendees of a booking. */
const guestsOf = (store: MemoryStore, bookingID: string): Registration[] => [...store.registrations.values()].filter((r) => r.bookingID === bookingID);

/** What the capacity rule reads of a booking: the guests holding a place now and its limit. */
export function placesOf(store: MemoryStore, booking: Booking): { registrationCount: number; limit: number } {
  return { registrationCount: guestsOf(store, booking.bookingID).filter((r) => holdsPlace(r.status)).length, limit: registrationLimit(booking) };
}

/** The status of a new attendee (pending, waitlisted or approved), or throws the capacity's 409. */
export function placeForNew(store: MemoryStore, booking: Booking): NewRegistrationPlace {
  const waiting = guestsOf(store, booking.bookingID).filter((r) => r.status === 'waitlisted').length;
  const place = newRegistrationPlace(booking.guestFlow ?? defaultGuestFlow(), placesOf(store, booking), waiting);
  if (isRefusal(place)) throw refused(place);
  return place;
}

function projectOf(store: MemoryStore, booking: Booking): string | undefined {
  return store.spaces.get(booking.spaceID)?.projectID;
}

function offer(store: MemoryStore, booking: Booking, guest: Registration): void {
  Object.assign(guest, {
    status: 'offered',
    waitlistPosition: null,
    offerExpiresAt: toIsoSeconds(offerExpiry(booking.guestFlow ?? defaultGuestFlow(), Date.now())),
  });
  const projectID = projectOf(store, booking);
  if (projectID) queueWebhookEvent(store, projectID, 'registration.offered');
}

/**
 * After anything that frees a place: offer it to the first in line, one per free place, and
 * number the line 1, 2, 3… again. Then the booking's count.
 */
export function settleWaitlist(store: MemoryStore, bookingID: string): void {
  const booking = store.bookings.get(bookingID);
  if (!booking) return;
  const line = guestsOf(store, bookingID).map((guest) => ({ ...entryOf(guest), guest }));
  for (const { guest } of promotionsDue(placesOf(store, booking), line)) offer(store, booking, guest);
  for (const { registrationID, waitlistPosition } of renumberWaitlist(guestsOf(store, bookingID).map(entryOf))) {
    const guest = store.registrations.get(registrationID);
    if (guest) guest.waitlistPosition = waitlistPosition;
  }
  booking.registrationCount = placesOf(store, booking).registrationCount;
}

const entryOf = (r: Registration) => ({ registrationID: r.registrationID, status: statusOf(r), waitlistPosition: r.waitlistPosition ?? null });

/** PUT /registrations/decision: all or none, then the updated registrations. */
export function decide(store: MemoryStore, booking: Booking, input: RegistrationDecision): Registration[] {
  const guests = [...new Set(input.registrationIDs)].map((id) => {
    const guest = store.registrations.get(id);
    if (!guest || guest.bookingID !== booking.bookingID) throw notFound('Registration');
    return guest;
  });
  const refusal = decisionRefusal(input.decision, guests.map(statusOf), placesOf(store, booking));
  if (refusal) throw refused(refusal);
  for (const guest of guests) guest.status = input.decision === 'approve' ? 'approved' : 'denied';
  const projectID = projectOf(store, booking);
  if (projectID) for (const _ of guests) queueWebhookEvent(store, projectID, input.decision === 'approve' ? 'registration.approved' : 'registration.denied');
  settleWaitlist(store, booking.bookingID);
  return guests;
}

/** POST /registrations/promote: a waitlisted guest offered a place by hand. */
export function promote(store: MemoryStore, booking: Booking, registrationID: string): Registration {
  const guest = store.registrations.get(registrationID);
  if (!guest || guest.bookingID !== booking.bookingID) throw notFound('Registration');
  const refusal = promotionRefusal(statusOf(guest));
  if (refusal) throw refused(refusal);
  offer(store, booking, guest);
  settleWaitlist(store, booking.bookingID);
  return guest;
}
