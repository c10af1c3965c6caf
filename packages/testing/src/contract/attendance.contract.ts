import { describe, expect, it } from 'vitest';
import { defaultIntakeFields, messages, registrationNumberToggle, setAddressType, setIntakeMandatory, setIntakeVisible, type Booking } from '@greenroom/core';
import { expectHttpError } from './expectError';
import { UNKNOWN_ID } from './names';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

/**
 * What the Registration, Messages and Attendees tabs rely on (docs/reference/bookings.md §2.7–2.9, §4, §5):
 * intake fields stored in their fixed order with a hidden field never mandatory, the registration
 * number toggle, the message rules with the spec's texts, a new sign-up code that replaces the old,
 * and an empty attendance list for a booking nobody entered.
 * @example describeAttendanceContract(() => memoryContractBackend());
 */
export function describeAttendanceContract(makeBackend: MakeBackend): void {
  describe('registration, messages and attendance contract', () => {
    const backend = useBackend(makeBackend);
    const read = (bookingID: string) => backend.api.bookings.get({ bookingID });
    const put = async (bookingID: string, change: (booking: Booking) => Partial<Booking>) => {
      const booking = await read(bookingID);
      return backend.api.bookings.update({ booking: { ...booking, ...change(booking) } });
    };

    it('stores intake fields in their fixed order, a hidden field never mandatory, with the address type', async () => {
      const { bookingID } = await backend.setup();
      let fields = setIntakeMandatory(defaultIntakeFields(), 'Email', true);
      fields = setAddressType(fields, 'international');
      // A client that sends a hidden field as mandatory, in another order.
      const sent = [...fields.map((field) => (field.name === 'Company' ? { ...field, visible: false, mandatory: true } : field))].reverse();
      await put(bookingID, () => ({ intakeFields: sent }));
      const stored = (await read(bookingID)).intakeFields;
      expect(stored.map((field) => field.name)).toEqual(['First Name', 'Last Name', 'Company', 'Email', 'Phone', 'Address']);
      expect(stored.find((field) => field.name === 'Company')).toMatchObject({ visible: false, mandatory: false });
      expect(stored.find((field) => field.name === 'Email')).toMatchObject({ visible: true, mandatory: true });
      expect(stored.find((field) => field.name === 'Address')?.type).toBe('international');
      expect(setIntakeVisible(stored, 'Email', false).find((field) => field.name === 'Email')?.mandatory).toBe(false);
    });

    it('turns the registration number on with 1200, and off back to the event capacity', async () => {
      const { bookingID } = await backend.setup();
      await put(bookingID, (booking) => registrationNumberToggle(booking, true));
      await put(bookingID, () => ({ registrationCapacity: 1200 }));
      expect(await read(bookingID)).toMatchObject({ useRegistrationCapacity: true, registrationCapacity: 1200 });
      await put(bookingID, (booking) => registrationNumberToggle(booking, false));
      const off = await read(bookingID);
      expect(off).toMatchObject({ useRegistrationCapacity: false, registrationCapacity: off.capacity });
    });

    it("refuses a leave URL without http: 'Please ensure that your URL begins with HTTP or HTTPS.'", async () => {
      const { bookingID } = await backend.setup();
      await expectHttpError(put(bookingID, () => ({ hangUpURL: 'www.example.com/bye' })), 400, { hangUpURL: messages.leaveUrlInvalid });
      await put(bookingID, () => ({ hangUpURL: 'HTTPS://example.com/bye' }));
      expect((await read(bookingID)).hangUpURL).toBe('HTTPS://example.com/bye');
    });

    it('requires the support message only while support is active', async () => {
      const { bookingID } = await backend.setup();
      await expectHttpError(put(bookingID, () => ({ enableSupport: true, supportMessage: '  ' })), 400, { supportMessage: messages.required });
      await put(bookingID, () => ({ enableSupport: false, supportMessage: '' }));
      expect(await read(bookingID)).toMatchObject({ enableSupport: false, supportMessage: '' });
    });

    it('refuses a blank link error message and stores a changed one alone', async () => {
      const { bookingID } = await backend.setup();
      await expectHttpError(
        put(bookingID, (booking) => ({ errorMessages: { ...booking.errorMessages, attendee: ' ' } })),
        400,
        { 'errorMessages.attendee': messages.required },
      );
      const before = (await read(bookingID)).errorMessages;
      await put(bookingID, (booking) => ({ errorMessages: { ...booking.errorMessages, presenter: 'Ask the producer.' } }));
      expect((await read(bookingID)).errorMessages).toEqual({ ...before, presenter: 'Ask the producer.' });
    });

    it('stores a blank registration notification address as empty', async () => {
      const { bookingID } = await backend.setup();
      await put(bookingID, () => ({ registrationNotificationEmailAddress: 'events@example.com' }));
      await put(bookingID, () => ({ registrationNotificationEmailAddress: '' }));
      expect((await read(bookingID)).registrationNotificationEmailAddress).toBe('');
    });

    it('replaces the sign-up code with a new one', async () => {
      const { bookingID } = await backend.setup();
      const before = (await read(bookingID)).signUpLoginCode;
      const code = await backend.api.bookings.regenerateSignUpCode({ bookingID });
      expect(code).not.toBe(before);
      expect((await read(bookingID)).signUpLoginCode).toBe(code);
    });

    it('answers an empty attendance list for a booking nobody entered, and 404 when repairing an unknown record', async () => {
      const { bookingID, spaceID } = await backend.setup();
      expect(await backend.api.attendance.list({ bookingID, spaceID })).toEqual([]);
      await expectHttpError(backend.api.attendance.repairUsage({ attendees: [UNKNOWN_ID], endTime: '2026-06-01T16:00:00Z', bookingID }), 404);
    });
  });
}
