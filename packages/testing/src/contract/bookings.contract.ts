import { describe, expect, it } from 'vitest';
import {
  DATE_TIME_MESSAGE,
  DEFAULT_ERROR_MESSAGES,
  DEFAULT_SERVER_OPTIONS,
  defaultSystemTemplates,
  ERROR_CODES,
  messages,
  SINGLE_LINE_MESSAGE,
  STALE_BOOKING_REFUSAL,
} from '@greenroom/core/rules';
import { expectHttpError } from './expectError';
import { at, BOOKING_END, BOOKING_START, bookingPayload, guestInput, spacePayload, uniqueName } from './fixture';
import { BLANK, UNKNOWN_ID } from './names';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

/** The system templates a new booking starts with, by name (sender and reply-to are backend settings). */
const SYSTEM_TEMPLATES = new Map(defaultSystemTemplates({ senderName: '', replyTo: '' }).map((t) => [t.emailTemplateName, t]));

/**
 * Bookings and their links (docs/reference/bookings.md §4, §5, §7): the defaults of a new booking, the
 * rules POST /booking checks (name, times, space window, doors, capacity), newest start first,
 * the 412 version check, delete, regenerated codes (old ones refused), mobile-hybrid create,
 * capacity against 500 and the registration count, Q&A, calendar assignment, named server options,
 * 404 means none, unknown ids 404.
 * @example describeBookingsContract(() => memoryContractBackend());
 */
export function describeBookingsContract(makeBackend: MakeBackend): void {
  describe('bookings contract', () => {
    const backend = useBackend(makeBackend);
    /** A space of its own, so its booking list starts empty. */
    const emptySpace = async () => {
      const fixture = await backend.setup();
      return (await backend.api.spaces.create(spacePayload(fixture))).spaceID;
    };

    it('lists no bookings for a space without any', async () => {
      expect(await backend.api.bookings.listForSpace({ spaceID: await emptySpace() })).toEqual([]);
    });

    it('creates a booking with the defaults of docs/reference/bookings.md §4', async () => {
      const spaceID = await emptySpace();
      const name = uniqueName('Booking');
      const created = await backend.api.bookings.create(bookingPayload(spaceID, { name: `  ${name} `, capacity: 35 }));
      expect(created).toMatchObject({
        spaceID,
        name,
        calendarID: '',
        start: { time: BOOKING_START, timeValue: Date.parse(BOOKING_START) },
        end: { time: BOOKING_END, timeValue: Date.parse(BOOKING_END) },
        enableDoors: false,
        capacity: 35,
        registrationCapacity: 35,
        useRegistrationCapacity: false,
        gracePeriodMinutes: 0,
        registrationCount: 0,
        sendEntryNotifications: false,
        showInRoomHelpButton: false,
        enableQA: false,
        videoServer: 'https://video.test',
        videoServerAppID: 'app',
        gameServer: 'game.test',
        gamePort: 443,
        supportMessage: '',
        enableSupport: false,
        hangUpURL: '',
        registrationNotificationEmailAddress: '',
        version: 1,
      });
      expect(created.intakeFields.map((f) => [f.name, f.visible, f.mandatory])).toEqual([
        ['First Name', true, true],
        ['Last Name', true, false],
        ['Company', true, false],
        ['Email', true, false],
        ['Phone', true, false],
        ['Address', true, false],
      ]);
      const codes = [created.publicAppLoginCode, created.signUpLoginCode, created.mobileHybridLoginCode];
      expect(new Set(codes).size).toBe(3);
      for (const code of codes) expect(code).not.toBe('');
    });

    it('gives a new booking the default link error texts', async () => {
      const { bookingID } = await backend.setup();
      expect((await backend.api.bookings.get({ bookingID })).errorMessages).toEqual(DEFAULT_ERROR_MESSAGES);
    });

    it('gives a new booking the three system email templates, HTML, not deletable', async () => {
      const { bookingID } = await backend.setup();
      const summaries = Object.values((await backend.api.bookings.get({ bookingID })).emailTemplates);
      expect(summaries.map((t) => t.name).sort()).toEqual([...SYSTEM_TEMPLATES.keys()].sort());
      for (const summary of summaries) {
        expect(summary).toMatchObject({ system: true, HTML: true });
        const template = await backend.api.emailTemplates.get({ emailTemplateID: summary.id });
        const expected = SYSTEM_TEMPLATES.get(summary.name);
        expect(template).toMatchObject({
          emailTemplateID: summary.id,
          emailTemplateName: summary.name,
          subject: expected?.subject,
          body: expected?.body,
          system: true,
          HTML: true,
        });
        expect(template.from).not.toBe('');
        expect(template.replyTo).not.toBe('');
        await expectHttpError(backend.api.emailTemplates.delete({ emailTemplateID: summary.id, bookingID }), 409);
      }
    });

    it('lists bookings newest start first', async () => {
      const spaceID = await emptySpace();
      const early = await backend.api.bookings.create(bookingPayload(spaceID, { start: at('2026-03-01T15:00:00.000Z'), end: at('2026-03-01T16:00:00.000Z'), doorsOpen: '', doorsClosed: '' }));
      const late = await backend.api.bookings.create(bookingPayload(spaceID, { start: at('2026-09-01T15:00:00.000Z'), end: at('2026-09-01T16:00:00.000Z'), doorsOpen: '', doorsClosed: '' }));
      const middle = await backend.api.bookings.create(bookingPayload(spaceID));
      expect((await backend.api.bookings.listForSpace({ spaceID })).map((b) => b.bookingID)).toEqual([late.bookingID, middle.bookingID, early.bookingID]);
    });

    describe('POST /booking refuses, creating nothing,', () => {
      const refuses = async (overrides: Parameters<typeof bookingPayload>[1], fieldErrors: Record<string, string>) => {
        const spaceID = await emptySpace();
        await expectHttpError(backend.api.bookings.create(bookingPayload(spaceID, overrides)), 400, fieldErrors);
        expect(await backend.api.bookings.listForSpace({ spaceID })).toEqual([]);
      };

      it('a blank name', () => refuses({ name: BLANK }, { name: messages.required }));
      it('a name of 71 characters', () => refuses({ name: 'x'.repeat(71) }, { name: messages.bookingNameMaxLength }));
      it('an end before the start', () =>
        refuses({ end: at('2026-06-01T14:00:00.000Z'), doorsClosed: '2026-06-01T16:30:00.000Z' }, { end: messages.endAfterStart }));
      it('a start without a timezone', () => refuses({ start: at(BOOKING_START, '') }, { start: messages.timezoneRequired }));
      it("a start outside the space's open/close window", () =>
        refuses(
          { start: at('2027-03-01T15:00:00.000Z'), end: at('2027-03-01T16:00:00.000Z'), doorsOpen: '', doorsClosed: '' },
          { start: messages.startWithinSpace },
        ));
      it('doors opening after the start', () => refuses({ doorsOpen: '2026-06-01T15:30:00.000Z' }, { doorsOpen: messages.doorsOpenBeforeStart }));
      it('doors closing before the end', () => refuses({ doorsClosed: '2026-06-01T15:30:00.000Z' }, { doorsClosed: messages.doorsClosedAfterEnd }));
      it('a capacity over 500', () => refuses({ capacity: 501 }, { capacity: messages.capacityMax }));
    });

    it('answers 404 for a booking in an unknown space', async () => {
      await expectHttpError(backend.api.bookings.create(bookingPayload(UNKNOWN_ID)), 404);
    });

    it('saves the whole booking at its version, then refuses a stale version with 412', async () => {
      const { bookingID } = await backend.setup();
      const read = await backend.api.bookings.get({ bookingID });
      const saved = await backend.api.bookings.update({ booking: { ...read, name: ' Renamed ', capacity: 40 } });
      expect(saved).toMatchObject({ bookingID, name: 'Renamed', capacity: 40, version: read.version + 1 });
      expect(await backend.api.bookings.get({ bookingID })).toMatchObject({ name: 'Renamed', capacity: 40, version: read.version + 1 });

      const stale = await expectHttpError(backend.api.bookings.update({ booking: { ...read, name: 'Lost update' } }), 412);
      expect(stale).toMatchObject({ message: STALE_BOOKING_REFUSAL.message, body: expect.objectContaining({ code: ERROR_CODES.staleVersion }) });
      expect((await backend.api.bookings.get({ bookingID })).name).toBe('Renamed');
    });

    it('refuses a blank name or a capacity over 500 on update with the spec texts', async () => {
      const { bookingID } = await backend.setup();
      const read = await backend.api.bookings.get({ bookingID });
      await expectHttpError(backend.api.bookings.update({ booking: { ...read, name: BLANK } }), 400, { name: messages.required });
      await expectHttpError(backend.api.bookings.update({ booking: { ...read, capacity: 501 } }), 400, { capacity: messages.capacityMax });
      expect((await backend.api.bookings.get({ bookingID })).version).toBe(read.version);
    });

    it('refuses a name with CR/LF and an impossible access time on create, and a CR/LF rename (issue 26.11)', async () => {
      const spaceID = await emptySpace();
      await expectHttpError(backend.api.bookings.create(bookingPayload(spaceID, { name: 'Gala\r\nBcc: victim@example.test' })), 400, { name: SINGLE_LINE_MESSAGE });
      await expectHttpError(backend.api.bookings.create(bookingPayload(spaceID, { accessTime: '2026-13-45T99:99:99Z' })), 400, { accessTime: DATE_TIME_MESSAGE });
      await expectHttpError(backend.api.bookings.create(bookingPayload(spaceID, { doorsClosed: '9999-12-31T23:59:59Z' })), 400, { doorsClosed: DATE_TIME_MESSAGE });
      expect(await backend.api.bookings.listForSpace({ spaceID })).toEqual([]);

      const { bookingID } = await backend.setup();
      const read = await backend.api.bookings.get({ bookingID });
      await expectHttpError(backend.api.bookings.update({ booking: { ...read, name: 'A\r\nB' } }), 400, { name: SINGLE_LINE_MESSAGE });
      await expectHttpError(backend.api.bookings.update({ booking: { ...read, doorsOpen: '0000-01-01T00:00:00Z' } }), 400, { doorsOpen: DATE_TIME_MESSAGE });
      expect(await backend.api.bookings.get({ bookingID })).toMatchObject({ name: read.name, version: read.version });
    });

    it('deletes a booking: gone from its space and 404 afterwards', async () => {
      const { spaceID, bookingID } = await backend.setup();
      await backend.api.bookings.delete({ spaceID, bookingID });
      expect(await backend.api.bookings.listForSpace({ spaceID })).toEqual([]);
      await expectHttpError(backend.api.bookings.get({ bookingID }), 404);
      await expectHttpError(backend.api.bookings.delete({ spaceID, bookingID }), 404);
    });

    it('replaces each link code with a new one', async () => {
      const { bookingID } = await backend.setup();
      const before = await backend.api.bookings.get({ bookingID });
      const signUp = await backend.api.bookings.regenerateSignUpCode({ bookingID });
      const publicCode = await backend.api.bookings.regeneratePublicCode({ bookingID });
      const mobile = await backend.api.bookings.regenerateMobileHybridCode({ bookingID });
      expect(signUp).not.toBe(before.signUpLoginCode);
      expect(publicCode).not.toBe(before.publicAppLoginCode);
      expect(mobile).not.toBe(before.mobileHybridLoginCode);
      expect(await backend.api.bookings.get({ bookingID })).toMatchObject({ signUpLoginCode: signUp, publicAppLoginCode: publicCode, mobileHybridLoginCode: mobile });
    });

    it('refuses the old intake and mobile-hybrid codes once regenerated, and leads the new ones to the booking', async () => {
      const { bookingID } = await backend.setup();
      const before = await backend.api.bookings.get({ bookingID });
      const publicCode = await backend.api.bookings.regeneratePublicCode({ bookingID });
      const mobile = await backend.api.bookings.regenerateMobileHybridCode({ bookingID });
      for (const old of [before.publicAppLoginCode, before.mobileHybridLoginCode]) {
        await expectHttpError(backend.api.maintenance.lookupLoginCode({ loginCode: old }), 404);
      }
      for (const code of [publicCode, mobile]) {
        expect(await backend.api.maintenance.lookupLoginCode({ loginCode: code })).toEqual({ bookingID });
      }
    });

    it('mobile-hybrid create: true keeps an existing code working and answers it', async () => {
      const { bookingID } = await backend.setup();
      const before = await backend.api.bookings.get({ bookingID });
      expect(await backend.api.bookings.regenerateMobileHybridCode({ bookingID, create: true })).toBe(before.mobileHybridLoginCode);
      expect((await backend.api.bookings.get({ bookingID })).mobileHybridLoginCode).toBe(before.mobileHybridLoginCode);
      await expectHttpError(backend.api.bookings.regenerateMobileHybridCode({ bookingID: UNKNOWN_ID, create: true }), 404);
    });

    it('takes a capacity of 500, refuses 501 and a capacity below the registration count', async () => {
      const { bookingID } = await backend.setup();
      await backend.api.registrations.create(guestInput(bookingID, { email: 'one@example.com' }));
      await backend.api.registrations.create(guestInput(bookingID, { email: 'two@example.com' }));
      let read = await backend.api.bookings.get({ bookingID });
      expect(read.registrationCount).toBe(2);
      read = await backend.api.bookings.update({ booking: { ...read, capacity: 500 } });
      expect(read.capacity).toBe(500);
      await expectHttpError(backend.api.bookings.update({ booking: { ...read, capacity: 501 } }), 400, { capacity: messages.capacityMax });
      await expectHttpError(backend.api.bookings.update({ booking: { ...read, capacity: 1 } }), 400, { capacity: messages.capacityBelowRegistrations });
      expect((await backend.api.bookings.update({ booking: { ...read, capacity: 2 } })).capacity).toBe(2);
    });

    it('toggles Q&A at the version read', async () => {
      const { bookingID } = await backend.setup();
      const read = await backend.api.bookings.get({ bookingID });
      expect(read.enableQA).toBe(false);
      const on = await backend.api.bookings.update({ booking: { ...read, enableQA: true } });
      expect(on).toMatchObject({ enableQA: true, version: read.version + 1 });
      const off = await backend.api.bookings.update({ booking: { ...on, enableQA: false } });
      expect(await backend.api.bookings.get({ bookingID })).toMatchObject({ enableQA: false, version: off.version });
    });

    it("assigns a calendar of the booking's space (with a new name), clears it, and refuses another space's calendar", async () => {
      const { spaceID, bookingID } = await backend.setup();
      const calendar = await backend.api.calendars.create({ spaceID, calendarName: uniqueName('Season') });
      const read = await backend.api.bookings.get({ bookingID });
      const assigned = await backend.api.bookings.update({ booking: { ...read, calendarID: calendar.calendarID, name: calendar.calendarName } });
      expect(assigned).toMatchObject({ calendarID: calendar.calendarID, name: calendar.calendarName });
      const listed = (await backend.api.calendars.list({ spaceID })).find((entry) => entry.calendarID === calendar.calendarID);
      expect(listed?.bookings).toEqual([bookingID]);

      const cleared = await backend.api.bookings.update({ booking: { ...assigned, calendarID: '' } });
      expect(cleared.calendarID).toBe('');
      const elsewhere = await backend.api.calendars.create({ spaceID: await emptySpace(), calendarName: uniqueName('Season') });
      await expectHttpError(backend.api.bookings.update({ booking: { ...cleared, calendarID: elsewhere.calendarID } }), 400, { calendarID: 'Calendar not found' });
    });

    it('moves a booking to a server option named in updatedVideoServer / updatedGameServer', async () => {
      const { bookingID } = await backend.setup();
      const read = await backend.api.bookings.get({ bookingID });
      const moved = await backend.api.bookings.update({ booking: { ...read, updatedVideoServer: 'US Private Cloud', updatedGameServer: 'Development Server' } });
      expect(moved).toMatchObject({ privateCloud: true, gamePort: 3777 });
      expect(moved.videoServer).not.toBe(read.videoServer);
      const back = await backend.api.bookings.update({ booking: { ...moved, updatedVideoServer: 'Public Cloud' } });
      expect(back.privateCloud).toBe(false);
      await expectHttpError(
        backend.api.bookings.update({ booking: { ...back, updatedGameServer: 'Moon Server' as unknown as 'Europe Server' } }),
        400,
      );
    });

    it("moves a booking to the server the spec's call shape names, updatedVideoServer {url, appID} / updatedGameServer {url, port} (issue 25)", async () => {
      const { bookingID } = await backend.setup();
      const read = await backend.api.bookings.get({ bookingID });
      const video = DEFAULT_SERVER_OPTIONS.video['Europe Private Cloud'];
      const game = DEFAULT_SERVER_OPTIONS.game['Europe Server'];
      const moved = await backend.api.bookings.update({ booking: { ...read, updatedVideoServer: { url: video.url, appID: video.appID }, updatedGameServer: { url: game.url, port: game.port } } });
      const stored = { videoServer: video.url, videoServerAppID: video.appID, privateCloud: true, gameServer: game.url, gamePort: game.port, version: read.version + 1 };
      expect(moved).toMatchObject(stored);
      expect(await backend.api.bookings.get({ bookingID })).toMatchObject(stored);
      const publicCloud = DEFAULT_SERVER_OPTIONS.video['Public Cloud'];
      const back = await backend.api.bookings.update({ booking: { ...moved, updatedVideoServer: { url: publicCloud.url, appID: publicCloud.appID } } });
      expect(back).toMatchObject({ videoServer: publicCloud.url, videoServerAppID: publicCloud.appID, privateCloud: false });
      // An address that is no configured option is never stored.
      await expectHttpError(backend.api.bookings.update({ booking: { ...back, updatedVideoServer: { url: 'https://video.elsewhere.test', appID: 'x' } } }), 400, {
        updatedVideoServer: 'Unknown video server',
      });
      expect((await backend.api.bookings.get({ bookingID })).videoServer).toBe(publicCloud.url);
    });

    it('answers 0 usage seconds, no questions and no attendance records for a new booking', async () => {
      const { spaceID, bookingID } = await backend.setup();
      expect(await backend.api.bookings.usage({ bookingID })).toEqual({ usageSeconds: 0 });
      expect(await backend.api.bookings.questions({ bookingID })).toEqual({});
      expect(await backend.api.attendance.list({ bookingID, spaceID })).toEqual([]);
    });

    it('answers 404 for an unknown booking', async () => {
      await expectHttpError(backend.api.bookings.get({ bookingID: UNKNOWN_ID }), 404);
      await expectHttpError(backend.api.bookings.regenerateSignUpCode({ bookingID: UNKNOWN_ID }), 404);
    });
  });
}
