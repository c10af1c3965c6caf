import { describe, expect, it } from 'vitest';
import { CALENDAR_NAME_MAX_LENGTH } from '@greenroom/core';
import { SINGLE_LINE_MESSAGE } from '@greenroom/core/rules';
import { expectHttpError } from './expectError';
import { uniqueName } from './fixture';
import { BLANK, NAMES_SCRAMBLED, NAMES_SORTED, UNKNOWN_ID } from './names';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

/**
 * Calendars (docs/reference/portal.md §5, §7, §9): create → list by name → rename → get → delete; a
 * calendar's bookings are the bookings whose calendarID names it (the `bookings` list PUT sends
 * is not stored); blank names refused with 'Required', names over 100 characters (after trimming) with the max-length message; 404 means none; unknown ids 404.
 * @example describeCalendarsContract(() => memoryContractBackend());
 */
export function describeCalendarsContract(makeBackend: MakeBackend): void {
  describe('calendars contract', () => {
    const backend = useBackend(makeBackend);

    it('lists no calendars for a space without any', async () => {
      const { spaceID } = await backend.setup();
      expect(await backend.api.calendars.list({ spaceID })).toEqual([]);
    });

    it('creates, lists, renames, gets and deletes a calendar', async () => {
      const { spaceID } = await backend.setup();
      const name = uniqueName('Season');
      const created = await backend.api.calendars.create({ spaceID, calendarName: `  ${name} ` });
      expect(created).toMatchObject({ spaceID, calendarName: name, bookings: [] });
      expect(created.loginCode).not.toBe('');
      expect((await backend.api.calendars.list({ spaceID })).map((c) => c.calendarID)).toEqual([created.calendarID]);

      const renamed = await backend.api.calendars.update({ spaceID, calendarID: created.calendarID, calendarName: 'Renamed ', bookings: [] });
      expect(renamed).toMatchObject({ calendarID: created.calendarID, calendarName: 'Renamed' });
      expect(await backend.api.calendars.get({ calendarID: created.calendarID })).toMatchObject({ calendarName: 'Renamed', loginCode: created.loginCode });

      await backend.api.calendars.delete({ spaceID, calendarID: created.calendarID });
      expect(await backend.api.calendars.list({ spaceID })).toEqual([]);
      await expectHttpError(backend.api.calendars.get({ calendarID: created.calendarID }), 404);
    });

    it('lists calendars ascending by name (docs/reference/portal.md §9 comparator)', async () => {
      const { spaceID } = await backend.setup();
      for (const calendarName of NAMES_SCRAMBLED) await backend.api.calendars.create({ spaceID, calendarName });
      expect((await backend.api.calendars.list({ spaceID })).map((c) => c.calendarName)).toEqual(NAMES_SORTED);
    });

    it('does not store the bookings list PUT /calendar sends', async () => {
      const { spaceID, bookingID } = await backend.setup();
      const created = await backend.api.calendars.create({ spaceID, calendarName: uniqueName('Season') });
      const saved = await backend.api.calendars.update({ spaceID, calendarID: created.calendarID, calendarName: created.calendarName, bookings: [bookingID] });
      expect(saved.bookings).toEqual([]);
      expect((await backend.api.calendars.get({ calendarID: created.calendarID })).bookings).toEqual([]);
      expect((await backend.api.bookings.get({ bookingID })).calendarID).toBe('');
    });

    it("takes its bookings from the bookings' calendarID, and a delete clears that calendarID", async () => {
      const { spaceID, bookingID } = await backend.setup();
      const created = await backend.api.calendars.create({ spaceID, calendarName: uniqueName('Season') });
      const booking = await backend.api.bookings.get({ bookingID });
      await backend.api.bookings.update({ booking: { ...booking, calendarID: created.calendarID } });
      expect((await backend.api.calendars.get({ calendarID: created.calendarID })).bookings).toEqual([bookingID]);
      expect((await backend.api.calendars.list({ spaceID }))[0].bookings).toEqual([bookingID]);

      await backend.api.calendars.delete({ spaceID, calendarID: created.calendarID });
      expect((await backend.api.bookings.get({ bookingID })).calendarID).toBe('');
    });

    it('takes a name of 100 characters after trimming and refuses 101 on create and rename', async () => {
      const { spaceID } = await backend.setup();
      const longest = '\u{1F389}'.repeat(CALENDAR_NAME_MAX_LENGTH);
      const created = await backend.api.calendars.create({ spaceID, calendarName: `  ${longest}  ` });
      expect(created.calendarName).toBe(longest);
      const tooLong = { calendarName: `Must be at most ${CALENDAR_NAME_MAX_LENGTH} characters` };
      await expectHttpError(backend.api.calendars.create({ spaceID, calendarName: 'x'.repeat(CALENDAR_NAME_MAX_LENGTH + 1) }), 400, tooLong);
      const rename = { spaceID, calendarID: created.calendarID, calendarName: 'y'.repeat(CALENDAR_NAME_MAX_LENGTH + 1), bookings: [] };
      await expectHttpError(backend.api.calendars.update(rename), 400, tooLong);
      expect((await backend.api.calendars.list({ spaceID })).map((c) => c.calendarName)).toEqual([longest]);
    });

    it('refuses a blank name with Required on create and rename, changing nothing', async () => {
      const { spaceID } = await backend.setup();
      await expectHttpError(backend.api.calendars.create({ spaceID, calendarName: BLANK }), 400, { calendarName: 'Required' });
      expect(await backend.api.calendars.list({ spaceID })).toEqual([]);
      const created = await backend.api.calendars.create({ spaceID, calendarName: 'Kept' });
      await expectHttpError(backend.api.calendars.update({ spaceID, calendarID: created.calendarID, calendarName: BLANK, bookings: [] }), 400, { calendarName: 'Required' });
      expect((await backend.api.calendars.get({ calendarID: created.calendarID })).calendarName).toBe('Kept');
    });

    it('gives a calendar a new login code', async () => {
      const { spaceID } = await backend.setup();
      const created = await backend.api.calendars.create({ spaceID, calendarName: uniqueName('Season') });
      const code = await backend.api.calendars.regenerateLogin({ calendarID: created.calendarID });
      expect(code).not.toBe(created.loginCode);
      expect((await backend.api.calendars.get({ calendarID: created.calendarID })).loginCode).toBe(code);
    });

    it('answers 404 for an unknown calendar or space', async () => {
      const { spaceID } = await backend.setup();
      await expectHttpError(backend.api.calendars.get({ calendarID: UNKNOWN_ID }), 404);
      await expectHttpError(backend.api.calendars.update({ spaceID, calendarID: UNKNOWN_ID, calendarName: 'X', bookings: [] }), 404);
      await expectHttpError(backend.api.calendars.delete({ spaceID, calendarID: UNKNOWN_ID }), 404);
      await expectHttpError(backend.api.calendars.regenerateLogin({ calendarID: UNKNOWN_ID }), 404);
      await expectHttpError(backend.api.calendars.create({ spaceID: UNKNOWN_ID, calendarName: 'X' }), 404);
    });

    it('refuses a name holding a line separator (U+2028), a tab or a next-line (U+0085), stores nothing (issue 26.11)', async () => {
      const { spaceID } = await backend.setup();
      const before = await backend.api.calendars.list({ spaceID });
      for (const calendarName of ['Season\u2028Two', 'Season\tTwo', 'Season\u0085Two']) {
        await expectHttpError(backend.api.calendars.create({ spaceID, calendarName }), 400, { calendarName: SINGLE_LINE_MESSAGE });
      }
      expect(await backend.api.calendars.list({ spaceID })).toEqual(before);
    });
  });
}
