import { describe, expect, it } from 'vitest';
import { messages } from '@greenroom/core';
import { expectHttpError } from './expectError';
import { bookingPayload, guestInput } from './fixture';
import { BLANK, UNKNOWN_ID } from './names';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

/**
 * Attendee registrations (docs/reference/bookings.md §5, §7): create trims and counts, the guest list by
 * last then first name, update, delete, new login codes, the intake rules' messages, the
 * registration capacity (409), the all-or-nothing bulk import with its dry run and update by email, 404 means none, unknown ids 404.
 * @example describeRegistrationsContract(() => memoryContractBackend());
 */
export function describeRegistrationsContract(makeBackend: MakeBackend): void {
  describe('registrations contract', () => {
    const backend = useBackend(makeBackend);

    it('lists no attendees for a booking without any', async () => {
      const { bookingID } = await backend.setup();
      expect(await backend.api.registrations.listAttendees({ bookingID })).toEqual([]);
    });

    it('creates an attendee with trimmed details and counts it on the booking', async () => {
      const { bookingID } = await backend.setup();
      const created = await backend.api.registrations.create(guestInput(bookingID, { first: ' Ada ', last: ' Lovelace ', email: ' ada@example.com ', brand: true }));
      expect(created).toMatchObject({
        bookingID,
        brand: true,
        allowEarlyAccess: false,
        emails: [],
        registrationData: { firstName: 'Ada', lastName: 'Lovelace', company: 'Navy', emailAddress: 'ada@example.com' },
      });
      expect(created.loginCode).not.toBe('');
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

    it('updates, regenerates the login of, and deletes an attendee', async () => {
      const { bookingID } = await backend.setup();
      const created = await backend.api.registrations.create(guestInput(bookingID));
      const updated = await backend.api.registrations.update({ ...guestInput(bookingID, { first: 'Amazing', allowEarlyAccess: true }), registrationID: created.registrationID });
      expect(updated).toMatchObject({ registrationID: created.registrationID, allowEarlyAccess: true, registrationData: { firstName: 'Amazing', lastName: 'Hopper' } });

      const code = await backend.api.registrations.regenerateLogin({ registrationID: created.registrationID });
      expect(code).not.toBe(created.loginCode);
      expect((await backend.api.registrations.listAttendees({ bookingID }))[0].loginCode).toBe(code);

      await backend.api.registrations.delete({ registrationID: created.registrationID });
      expect(await backend.api.registrations.listAttendees({ bookingID })).toEqual([]);
      expect((await backend.api.bookings.get({ bookingID })).registrationCount).toBe(0);
      await expectHttpError(backend.api.registrations.delete({ registrationID: created.registrationID }), 404);
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

    it('imports rows all at once, or none with the bad rows named', async () => {
      const { bookingID } = await backend.setup();
      const row = ({ bookingID: _b, ...rest }: ReturnType<typeof guestInput>) => rest;
      const refused = await backend.api.registrations.bulkCreate({ bookingID, rows: [row(guestInput(bookingID)), row(guestInput(bookingID, { first: BLANK }))] });
      expect(refused).toEqual({ ok: false, message: '1 of 2 rows are invalid; nothing was imported.', errors: [{ row: 1, fieldErrors: { first: messages.required } }] });
      expect(await backend.api.registrations.listAttendees({ bookingID })).toEqual([]);

      const imported = await backend.api.registrations.bulkCreate({ bookingID, rows: [row(guestInput(bookingID)), row(guestInput(bookingID, { first: 'Alan' }))] });
      expect(imported).toEqual({ ok: true, created: 2 });
      expect(await backend.api.registrations.listAttendees({ bookingID })).toHaveLength(2);
    });

    it('previews an import with dryRun: every row classified by email, nothing stored', async () => {
      const { bookingID } = await backend.setup();
      const row = ({ bookingID: _b, ...rest }: ReturnType<typeof guestInput>) => rest;
      await backend.api.registrations.create(guestInput(bookingID, { email: 'grace@example.com' }));
      const rows = [
        row(guestInput(bookingID, { email: ' GRACE@example.com ' })),
        row(guestInput(bookingID, { first: 'Alan', email: 'alan@example.com' })),
        row(guestInput(bookingID, { first: 'Al', email: 'ALAN@example.com' })),
      ];
      const preview = await backend.api.registrations.bulkCreate({ bookingID, rows, dryRun: true, updateByEmail: true });
      expect(preview).toEqual({ ok: true, dryRun: true, created: 1, updated: 0, unchanged: 1, duplicates: 1, statuses: ['unchanged', 'new', 'duplicate'] });
      expect(await backend.api.registrations.listAttendees({ bookingID })).toHaveLength(1);

      const withError = await backend.api.registrations.bulkCreate({ bookingID, rows: [...rows, row(guestInput(bookingID, { email: 'bad' }))], dryRun: true, updateByEmail: true });
      expect(withError).toEqual({
        ok: false,
        message: '1 of 4 rows are invalid; nothing was imported.',
        errors: [{ row: 3, fieldErrors: { email: messages.emailInvalid } }],
        statuses: ['unchanged', 'new', 'duplicate', 'error'],
      });
    });

    it('updates by email, and a re-import of the same rows changes nothing', async () => {
      const { bookingID } = await backend.setup();
      const row = ({ bookingID: _b, ...rest }: ReturnType<typeof guestInput>) => rest;
      const existing = await backend.api.registrations.create(guestInput(bookingID, { allowEarlyAccess: true }));
      const rows = [row(guestInput(bookingID, { first: 'Amazing', brand: true })), row(guestInput(bookingID, { first: 'Alan', email: 'alan@example.com' }))];
      expect(await backend.api.registrations.bulkCreate({ bookingID, rows, updateByEmail: true })).toEqual({
        ok: true,
        created: 1,
        updated: 1,
        unchanged: 0,
        duplicates: 0,
        statuses: ['update', 'new'],
      });
      const listed = await backend.api.registrations.listAttendees({ bookingID });
      expect(listed.find((r) => r.registrationID === existing.registrationID)).toMatchObject({
        loginCode: existing.loginCode,
        brand: true,
        allowEarlyAccess: true,
        registrationData: { firstName: 'Amazing' },
      });
      expect(await backend.api.registrations.bulkCreate({ bookingID, rows, updateByEmail: true })).toMatchObject({ ok: true, created: 0, updated: 0, unchanged: 2 });
      expect(await backend.api.registrations.listAttendees({ bookingID })).toEqual(listed);
      expect((await backend.api.bookings.get({ bookingID })).registrationCount).toBe(2);
    });

    it('answers 404 for an unknown booking or registration', async () => {
      const { bookingID } = await backend.setup();
      await expectHttpError(backend.api.registrations.create(guestInput(UNKNOWN_ID)), 404);
      await expectHttpError(backend.api.registrations.update({ ...guestInput(bookingID), registrationID: UNKNOWN_ID }), 404);
      await expectHttpError(backend.api.registrations.regenerateLogin({ registrationID: UNKNOWN_ID }), 404);
    });
  });
}
