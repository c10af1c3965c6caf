import { describe, expect, it } from 'vitest';
import { messages } from '@greenroom/core';
import { expectHttpError } from './expectError';
import { bookingPayload, guestInput } from './fixture';
import { EVERY_GUEST_CALL, guestsBackendOf, guestsContractTests } from './guests.contract';
import { BLANK, UNKNOWN_ID } from './names';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

/**
 * Attendee registrations (docs/reference/bookings.md §5, §7): the whole Guest List contract
 * (guests.contract.ts, every call offered: list, create trimmed, update, delete, unknown ids 404,
 * new login codes, the all-or-nothing bulk import with its dry run and update by email), and what
 * a Greenroom backend adds: login codes and counts on the booking, the guest list by last then
 * first name, the intake rules' exact messages, the registration capacity (409), unknown bookings 404.
 * @example describeRegistrationsContract(() => memoryContractBackend());
 */
export function describeRegistrationsContract(makeBackend: MakeBackend): void {
  describe('registrations contract', () => {
    const backend = useBackend(makeBackend);
    describe('as a Guest List backend', () => guestsContractTests(() => guestsBackendOf(backend), EVERY_GUEST_CALL));

    it('gives a new attendee a login code and no emails, and counts attendees on the booking', async () => {
      const { bookingID } = await backend.setup();
      const created = await backend.api.registrations.create(guestInput(bookingID));
      expect(created).toMatchObject({ emails: [] });
      expect(created.loginCode).not.toBe('');
      expect((await backend.api.bookings.get({ bookingID })).registrationCount).toBe(1);

      const row = ({ bookingID: _b, ...rest }: ReturnType<typeof guestInput>) => rest;
      await backend.api.registrations.bulkCreate({ bookingID, rows: [row(guestInput(bookingID, { first: 'Alan', email: 'alan@example.com' }))], updateByEmail: true });
      expect((await backend.api.bookings.get({ bookingID })).registrationCount).toBe(2);

      await backend.api.registrations.delete({ registrationID: created.registrationID });
      expect((await backend.api.bookings.get({ bookingID })).registrationCount).toBe(1);
    });

    it('lists attendees by last name, then first name', async () => {
      const { bookingID } = await backend.setup();
      for (const [first, last] of [['Zoe', 'brown'], ['Adam', 'Brown'], ['Carl', 'adams'], ['Bea', 'Brown']]) {
        await backend.api.registrations.create(guestInput(bookingID, { first, last }));
      }
      const names = (await backend.api.registrations.listAttendees({ bookingID })).map((r) => `${r.registrationData.firstName} ${r.registrationData.lastName}`);
      expect(names[0]).toBe('Carl adams');
      expect(names.slice(1, 3)).toEqual(['Adam Brown', 'Bea Brown']);
    });

    it('refuses a blank mandatory first name and an invalid email with the spec texts', async () => {
      const { bookingID } = await backend.setup();
      await expectHttpError(backend.api.registrations.create(guestInput(bookingID, { first: BLANK })), 400, { first: messages.required });
      await expectHttpError(backend.api.registrations.create(guestInput(bookingID, { email: 'not-an-email' })), 400, { email: messages.emailInvalid });
      expect(await backend.api.registrations.listAttendees({ bookingID })).toEqual([]);
    });

    it('refuses an attendee past the registration capacity with 409', async () => {
      const { spaceID } = await backend.setup();
      const booking = await backend.api.bookings.create(bookingPayload(spaceID, { capacity: 1 }));
      await backend.api.registrations.create(guestInput(booking.bookingID));
      await expectHttpError(backend.api.registrations.create(guestInput(booking.bookingID, { first: 'Second' })), 409);
      expect(await backend.api.registrations.listAttendees({ bookingID: booking.bookingID })).toHaveLength(1);
    });

    it('answers 404 for an attendee of an unknown booking', async () => {
      await expectHttpError(backend.api.registrations.create(guestInput(UNKNOWN_ID)), 404);
    });
  });
}
