import { describe, expect, it } from 'vitest';
import { defaultPresenterPermissions, messages } from '@greenroom/core';
import { expectHttpError } from './expectError';
import { guestInput } from './fixture';
import { BLANK, UNKNOWN_ID } from './names';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

/**
 * Presenters (docs/reference/bookings.md §3, §4, §7): every permission and bridge access on for a new one,
 * by last then first name, update (webcam off with present off), delete, new login codes, the
 * intake rules' messages, 404 means none, unknown ids 404.
 * @example describePresentersContract(() => memoryContractBackend());
 */
export function describePresentersContract(makeBackend: MakeBackend): void {
  describe('presenters contract', () => {
    const backend = useBackend(makeBackend);

    it('lists no presenters for a booking without any', async () => {
      const { bookingID } = await backend.setup();
      expect(await backend.api.presenters.list({ bookingID })).toEqual([]);
    });

    it('creates a presenter with every permission and bridge access on, not counted as a registration', async () => {
      const { bookingID } = await backend.setup();
      const created = await backend.api.presenters.create(guestInput(bookingID, { first: ' Alan ', last: 'Turing' }));
      expect(created).toMatchObject({
        bookingID,
        registrationData: { firstName: 'Alan', lastName: 'Turing' },
        permissions: defaultPresenterPermissions(),
        bridgeAccess: true,
        presentation: { presentationID: '' },
      });
      expect((await backend.api.presenters.list({ bookingID })).map((p) => p.registrationID)).toEqual([created.registrationID]);
      expect(await backend.api.registrations.listAttendees({ bookingID })).toEqual([]);
      expect((await backend.api.bookings.get({ bookingID })).registrationCount).toBe(0);
    });

    it('lists presenters by last name, then first name', async () => {
      const { bookingID } = await backend.setup();
      for (const [first, last] of [['Zed', 'Young'], ['Ann', 'Young'], ['Bob', 'apple']]) {
        await backend.api.presenters.create(guestInput(bookingID, { first, last }));
      }
      const names = (await backend.api.presenters.list({ bookingID })).map((p) => p.registrationData.firstName);
      expect(names).toEqual(['Bob', 'Ann', 'Zed']);
    });

    it('saves permissions with the webcam off while present is off, then deletes the presenter', async () => {
      const { bookingID } = await backend.setup();
      const created = await backend.api.presenters.create(guestInput(bookingID));
      const updated = await backend.api.presenters.update({
        ...guestInput(bookingID),
        registrationID: created.registrationID,
        permissions: { ...defaultPresenterPermissions(), canPresent: false },
        bridgeAccess: false,
      });
      expect(updated).toMatchObject({ bridgeAccess: false, permissions: { canPresent: false, canShareWebcam: false, canUseLaser: true } });

      const code = await backend.api.presenters.regenerateLogin({ registrationID: created.registrationID });
      expect(code).not.toBe(created.loginCode);

      await backend.api.presenters.delete({ bookingID, registrationID: created.registrationID });
      expect(await backend.api.presenters.list({ bookingID })).toEqual([]);
      await expectHttpError(backend.api.presenters.delete({ bookingID, registrationID: created.registrationID }), 404);
    });

    it('refuses a blank mandatory first name with Required', async () => {
      const { bookingID } = await backend.setup();
      await expectHttpError(backend.api.presenters.create(guestInput(bookingID, { first: BLANK })), 400, { first: messages.required });
    });

    it('answers 404 for an unknown booking or presenter', async () => {
      const { bookingID } = await backend.setup();
      await expectHttpError(backend.api.presenters.create(guestInput(UNKNOWN_ID)), 404);
      await expectHttpError(backend.api.presenters.regenerateLogin({ registrationID: UNKNOWN_ID }), 404);
      await expectHttpError(backend.api.presenters.delete({ bookingID, registrationID: UNKNOWN_ID }), 404);
    });
  });
}
