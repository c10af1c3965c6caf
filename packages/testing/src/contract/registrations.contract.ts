import { describe, expect, it } from 'vitest';
import { ERROR_CODES, messages, registrationCapacityReached } from '@greenroom/core';
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

    it('refuses a create and an import past the capacity with the same 409, text and code, and stores nothing', async () => {
      const { spaceID } = await backend.setup();
      const { bookingID } = await backend.api.bookings.create(bookingPayload(spaceID, { capacity: 2 }));
      await backend.api.registrations.create(guestInput(bookingID, { first: 'Ada', email: 'ada@example.com' }));
      const row = (first: string, email: string) => {
        const { bookingID: _b, ...rest } = guestInput(bookingID, { first, email });
        return rest;
      };
      const full = { status: 409, message: registrationCapacityReached(2), body: expect.objectContaining({ code: ERROR_CODES.capacityReached }) };
      const refusals = [
        await expectHttpError(backend.api.registrations.bulkCreate({ bookingID, rows: [row('Bob', 'bob@example.com'), row('Cy', 'cy@example.com')] }), 409),
        await expectHttpError(backend.api.registrations.bulkCreate({ bookingID, rows: [row('Bob', 'bob@example.com'), row('Cy', 'cy@example.com')], updateByEmail: true }), 409),
        await expectHttpError(backend.api.registrations.bulkCreate({ bookingID, rows: [row('Bob', 'bob@example.com'), row('Cy', 'cy@example.com')], dryRun: true }), 409),
      ];
      await backend.api.registrations.create(guestInput(bookingID, { first: 'Bob', email: 'bob@example.com' }));
      refusals.push(await expectHttpError(backend.api.registrations.create(guestInput(bookingID, { first: 'Cy', email: 'cy@example.com' })), 409));
      for (const refusal of refusals) expect(refusal).toMatchObject(full);
      expect((await backend.api.registrations.listAttendees({ bookingID })).map((r) => r.registrationData.firstName).sort()).toEqual(['Ada', 'Bob']);
      // An update of a guest already on a full booking adds no one, so it is not refused.
      const update = await backend.api.registrations.bulkCreate({ bookingID, rows: [{ ...row('Ada', 'ADA@example.com'), company: 'Acme' }], updateByEmail: true });
      expect(update).toMatchObject({ ok: true, created: 0, updated: 1 });
    });

    it('never makes a second guest of an email: the same 3 rows posted twice leave 3 guests (issue 25)', async () => {
      const { bookingID } = await backend.setup();
      const row = (first: string, email: string) => {
        const { bookingID: _b, ...rest } = guestInput(bookingID, { first, email });
        return rest;
      };
      const rows = [row('Ada', 'ada@example.com'), row('Bob', 'bob@example.com'), row('Cy', 'cy@example.com')];
      expect(await backend.api.registrations.bulkCreate({ bookingID, rows })).toEqual({ ok: true, created: 3 });
      const first = await backend.api.registrations.listAttendees({ bookingID });
      const again = await backend.api.registrations.bulkCreate({ bookingID, rows: rows.map((r) => ({ ...r, email: ` ${r.email.toUpperCase()} ` })) });
      expect(again).toEqual({ ok: true, created: 0, updated: 0, unchanged: 0, duplicates: 3, statuses: ['duplicate', 'duplicate', 'duplicate'] });
      expect(await backend.api.registrations.listAttendees({ bookingID })).toEqual(first);
      expect((await backend.api.bookings.get({ bookingID })).registrationCount).toBe(3);
      // A repeated email within one file is one guest too; a new one still joins.
      const mixed = await backend.api.registrations.bulkCreate({ bookingID, rows: [row('Dee', 'dee@example.com'), row('Dee again', 'DEE@example.com'), rows[0]] });
      expect(mixed).toMatchObject({ ok: true, created: 1, duplicates: 2, statuses: ['new', 'duplicate', 'duplicate'] });
      expect(await backend.api.registrations.listAttendees({ bookingID })).toHaveLength(4);
    });

    it("keeps a guest's own time zone: set on create, kept by an update that sends none, cleared with '', refused when unknown", async () => {
      const { bookingID } = await backend.setup();
      const created = await backend.api.registrations.create(guestInput(bookingID, { timeZone: ' Europe/Berlin ' }));
      expect(created.timeZone).toBe('Europe/Berlin');
      expect((await backend.api.registrations.create(guestInput(bookingID, { email: 'nozone@example.com' }))).timeZone).toBe('');
      const kept = await backend.api.registrations.update({ ...guestInput(bookingID, { company: 'Acme' }), registrationID: created.registrationID });
      expect(kept).toMatchObject({ timeZone: 'Europe/Berlin', registrationData: { company: 'Acme' } });
      await expectHttpError(
        backend.api.registrations.update({ ...guestInput(bookingID, { first: BLANK, timeZone: 'Mars/Olympus' }), registrationID: created.registrationID }),
        400,
        { first: messages.required, timeZone: messages.timeZoneInvalid },
      );
      await expectHttpError(backend.api.presenters.create(guestInput(bookingID, { timeZone: 'CET+1' })), 400, { timeZone: messages.timeZoneInvalid });
      const cleared = await backend.api.registrations.update({ ...guestInput(bookingID), registrationID: created.registrationID, timeZone: '' });
      expect(cleared.timeZone).toBe('');
      const listed = (await backend.api.registrations.listAttendees({ bookingID })).find((r) => r.registrationID === created.registrationID);
      expect(listed).toMatchObject({ timeZone: '', registrationData: { company: 'Navy' } });
    });

    it('answers 404 for an attendee of an unknown booking', async () => {
      await expectHttpError(backend.api.registrations.create(guestInput(UNKNOWN_ID)), 404);
    });
  });
}
