import { describe, expect, it } from 'vitest';
import {
  defaultGuestFlow,
  ERROR_CODES,
  GUEST_FLOW_TEXTS,
  REGISTRATION_STATUS_TEXTS,
  registrationCapacityReached,
  type Booking,
  type GuestFlow,
  type PortalApi,
} from '@greenroom/core';
import { expectHttpError } from './expectError';
import { bookingPayload, guestInput } from './fixture';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

/** Save a booking with a guest flow (and other changes) at the version read. */
async function saveFlow(api: PortalApi, booking: Booking, flow: Partial<GuestFlow>, changes: Partial<Booking> = {}): Promise<Booking> {
  return api.bookings.update({ booking: { ...booking, ...changes, guestFlow: { ...(booking.guestFlow ?? defaultGuestFlow()), ...flow } } });
}

/** One guest's status and waitlist place, as the list answers it. */
const standing = (r: { registrationData: { firstName: string }; status?: string; waitlistPosition?: number | null }) =>
  `${r.registrationData.firstName}:${r.status}${r.waitlistPosition ? `#${r.waitlistPosition}` : ''}`;

/**
 * Issue 27's approval and waitlist as both backends must behave (the server's clock, mail and the
 * lapse worker are the server test's: packages/server/test/guestFlow.test.ts): a booking's guest
 * flow (defaults, kept when left out, checked), new registrations pending or waitlisted by it,
 * the all-or-nothing decision, the waitlist moving up into freed places, hand promotion, and the
 * capacity counting only guests who hold a place.
 * @example describeGuestFlowContract(() => memoryContractBackend());
 */
export function describeGuestFlowContract(makeBackend: MakeBackend): void {
  describe('guest flow contract', () => {
    const backend = useBackend(makeBackend);

    it('answers the default guest flow, keeps it when a save leaves it out, and refuses a bad one with 400 changing nothing', async () => {
      const { bookingID } = await backend.setup();
      const { api } = backend;
      const booking = await api.bookings.get({ bookingID });
      expect(booking.guestFlow).toEqual(defaultGuestFlow());
      const saved = await saveFlow(api, booking, { requireApproval: true, claimWindowHours: 48 });
      expect(saved.guestFlow).toMatchObject({ requireApproval: true, waitlist: false, claimWindowHours: 48 });
      const { guestFlow: _left, ...withoutFlow } = saved;
      const renamed = await api.bookings.update({ booking: { ...withoutFlow, name: 'Renamed' } });
      expect(renamed.guestFlow).toEqual(saved.guestFlow);
      await expectHttpError(saveFlow(api, renamed, { claimWindowHours: 0 }), 400, { 'guestFlow.claimWindowHours': GUEST_FLOW_TEXTS.claimWindow });
      const reminders = [...defaultGuestFlow().reminders, defaultGuestFlow().reminders[0]];
      await expectHttpError(saveFlow(api, renamed, { reminders }), 400, { 'guestFlow.reminders.4.reminderID': GUEST_FLOW_TEXTS.reminderID });
      expect((await api.bookings.get({ bookingID })).guestFlow).toEqual(saved.guestFlow);
    });

    it('makes new registrations pending under approval, and decides them all or none', async () => {
      const { spaceID } = await backend.setup();
      const { api } = backend;
      const created = await api.bookings.create(bookingPayload(spaceID, { capacity: 2 }));
      const booking = await saveFlow(api, await api.bookings.get({ bookingID: created.bookingID }), { requireApproval: true });
      const { bookingID } = booking;
      const guests = [];
      for (const first of ['Ada', 'Bob', 'Cy']) guests.push(await api.registrations.create(guestInput(bookingID, { first, email: `${first.toLowerCase()}@example.com` })));
      expect(guests.map((g) => g.status)).toEqual(['pending', 'pending', 'pending']);
      expect((await api.bookings.get({ bookingID })).registrationCount).toBe(0);

      // Three approvals past a capacity of two: the capacity's 409, nothing changed.
      const all = guests.map((g) => g.registrationID);
      const full = await expectHttpError(api.registrations.decide!({ bookingID, registrationIDs: all, decision: 'approve' }), 409);
      expect(full).toMatchObject({ message: registrationCapacityReached(2), body: expect.objectContaining({ code: ERROR_CODES.capacityReached }) });

      const approved = await api.registrations.decide!({ bookingID, registrationIDs: all.slice(0, 2), decision: 'approve', message: 'Welcome!' });
      expect(approved.map((r) => [r.registrationID, r.status])).toEqual([
        [all[0], 'approved'],
        [all[1], 'approved'],
      ]);
      // One not pending in the batch: 409 with the rule's text, the pending one stays pending.
      const refused = await expectHttpError(api.registrations.decide!({ bookingID, registrationIDs: [all[2], all[0]], decision: 'deny' }), 409);
      expect(refused.message).toBe(REGISTRATION_STATUS_TEXTS.notPending);
      const denied = await api.registrations.decide!({ bookingID, registrationIDs: [all[2]], decision: 'deny' });
      expect(denied.map((r) => r.status)).toEqual(['denied']);
      const listed = await api.registrations.listAttendees({ bookingID });
      expect(listed.map(standing).sort()).toEqual(['Ada:approved', 'Bob:approved', 'Cy:denied']);
      expect((await api.bookings.get({ bookingID })).registrationCount).toBe(2);
      await expectHttpError(api.registrations.decide!({ bookingID, registrationIDs: ['no-such-guest'], decision: 'approve' }), 404);
    });

    it('puts guests past the capacity on the waitlist in order and moves it up into freed and added places', async () => {
      const { spaceID } = await backend.setup();
      const { api } = backend;
      const created = await api.bookings.create(bookingPayload(spaceID, { capacity: 1 }));
      const booking = await saveFlow(api, await api.bookings.get({ bookingID: created.bookingID }), { waitlist: true, claimWindowHours: 2 });
      const { bookingID } = booking;
      const add = (first: string) => api.registrations.create(guestInput(bookingID, { first, email: `${first.toLowerCase()}@example.com` }));
      const ada = await add('Ada');
      const bob = await add('Bob');
      const cy = await add('Cy');
      expect([ada, bob, cy].map(standing)).toEqual(['Ada:approved', 'Bob:waitlisted#1', 'Cy:waitlisted#2']);
      expect(bob.offerExpiresAt).toBeNull();

      // Ada leaves: Bob is offered her place (it counts as taken), Cy moves to the front.
      await api.registrations.delete({ registrationID: ada.registrationID });
      let listed = await api.registrations.listAttendees({ bookingID });
      expect(listed.map(standing).sort()).toEqual(['Bob:offered', 'Cy:waitlisted#1']);
      const offer = listed.find((r) => r.registrationID === bob.registrationID)!;
      expect(offer.waitlistPosition).toBeNull();
      // The offer lapses the claim window after now, by each backend's own clock.
      expect(offer.offerExpiresAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect((await api.bookings.get({ bookingID })).registrationCount).toBe(1);
      const dee = await add('Dee');
      expect(standing(dee)).toBe('Dee:waitlisted#2');

      // A raised capacity offers the new place to the next in line.
      await saveFlow(api, await api.bookings.get({ bookingID }), {}, { capacity: 2 });
      listed = await api.registrations.listAttendees({ bookingID });
      expect(listed.map(standing).sort()).toEqual(['Bob:offered', 'Cy:offered', 'Dee:waitlisted#1']);
    });

    it('promotes a waitlisted guest by hand, even past the capacity, and refuses anyone else', async () => {
      const { spaceID } = await backend.setup();
      const { api } = backend;
      const created = await api.bookings.create(bookingPayload(spaceID, { capacity: 1 }));
      const { bookingID } = await saveFlow(api, await api.bookings.get({ bookingID: created.bookingID }), { waitlist: true });
      const add = (first: string) => api.registrations.create(guestInput(bookingID, { first, email: `${first.toLowerCase()}@example.com` }));
      const ada = await add('Ada');
      await add('Bob');
      const cy = await add('Cy');
      const promoted = await api.registrations.promote!({ bookingID, registrationID: cy.registrationID });
      expect(promoted).toMatchObject({ registrationID: cy.registrationID, status: 'offered', waitlistPosition: null });
      expect((await api.registrations.listAttendees({ bookingID })).map(standing).sort()).toEqual(['Ada:approved', 'Bob:waitlisted#1', 'Cy:offered']);
      expect((await api.bookings.get({ bookingID })).registrationCount).toBe(2);
      const refused = await expectHttpError(api.registrations.promote!({ bookingID, registrationID: ada.registrationID }), 409);
      expect(refused.message).toBe(REGISTRATION_STATUS_TEXTS.notWaitlisted);
      await expectHttpError(api.registrations.promote!({ bookingID, registrationID: 'no-such-guest' }), 404);
    });

    it('keeps the capacity refusal when the booking has no waitlist', async () => {
      const { spaceID } = await backend.setup();
      const { api } = backend;
      const { bookingID } = await api.bookings.create(bookingPayload(spaceID, { capacity: 1 }));
      const ada = await api.registrations.create(guestInput(bookingID));
      expect(ada).toMatchObject({ status: 'approved', language: '', waitlistPosition: null, offerExpiresAt: null });
      const full = await expectHttpError(api.registrations.create(guestInput(bookingID, { first: 'Bob', email: 'bob@example.com' })), 409);
      expect(full.message).toBe(registrationCapacityReached(1));
    });
  });
}
