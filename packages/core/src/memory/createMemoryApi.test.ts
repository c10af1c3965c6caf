import { HttpError } from '../api/HttpError';
import type { PortalApi } from '../api/PortalApi';
import type { BookingCreatePayload, RegistrationInput, SkinValue } from '../entities';
import { DEFAULT_ERROR_MESSAGES, defaultTemplateBody, TEMPLATE_REPLY_TO_UNSENDABLE } from '../rules/index';
import { createMemoryApi } from './createMemoryApi';
import { createDemoSeed } from './demoSeed';

const NOW = new Date('2026-11-21T15:20:00Z');
const demo = () => createMemoryApi(createDemoSeed({ now: NOW }));

/** The HttpError a call rejects with (fails the test when it resolves). */
async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(HttpError);
  return outcome.error as HttpError;
}

const newBooking = (overrides: Partial<BookingCreatePayload> = {}): BookingCreatePayload => ({
  spaceID: 'space-3',
  name: 'Opening Night',
  start: { time: '2026-12-01T19:00:00Z', timezone: 'Europe/London', timeValue: Date.parse('2026-12-01T19:00:00Z') },
  end: { time: '2026-12-01T21:00:00Z', timezone: 'Europe/London', timeValue: Date.parse('2026-12-01T21:00:00Z') },
  capacity: 20,
  gracePeriodMinutes: 0,
  accessTime: '2026-12-01T19:00:00Z',
  doorsOpen: '2026-12-01T18:30:00Z',
  doorsClosed: '2026-12-01T21:30:00Z',
  ...overrides,
});

const guest = (overrides: Partial<RegistrationInput> = {}): RegistrationInput => ({
  bookingID: 'booking-3',
  first: 'Hedy',
  last: 'Lamarr',
  email: 'hedy@example.com',
  company: 'Frequency Hopping',
  phone: '',
  address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
  brand: false,
  allowEarlyAccess: false,
  ...overrides,
});

describe('createMemoryApi', () => {
  describe('timing', () => {
    it('answers at once with delay 0: no timers, settled after one tick', async () => {
      vi.useFakeTimers();
      try {
        const api = demo();
        let settled = false;
        void api.calendars.list({ spaceID: 'space-1' }).then(() => (settled = true));
        await Promise.resolve();
        expect(settled).toBe(true);
        expect(vi.getTimerCount()).toBe(0);
      } finally {
        vi.useRealTimers();
      }
    });

    it('answers after the delay through setTimeout, and applies changes only then', async () => {
      vi.useFakeTimers();
      try {
        const api = createMemoryApi(createDemoSeed({ now: NOW }), { delay: 300 });
        const created = vi.fn();
        void api.calendars.create({ calendarName: 'Late', spaceID: 'space-1' }).then(created);
        await vi.advanceTimersByTimeAsync(299);
        expect(created).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        expect(created).toHaveBeenCalledWith(expect.objectContaining({ calendarName: 'Late' }));
      } finally {
        vi.useRealTimers();
      }
    });

    it('rejects an aborted call with the abort reason and changes nothing', async () => {
      vi.useFakeTimers();
      try {
        const api = createMemoryApi(createDemoSeed({ now: NOW }), { delay: 100 });
        const controller = new AbortController();
        const pending = api.calendars.create({ calendarName: 'Never', spaceID: 'space-1', signal: controller.signal });
        controller.abort();
        await expect(pending).rejects.toBe(controller.signal.reason);
        const listing = api.calendars.list({ spaceID: 'space-1' });
        await vi.advanceTimersByTimeAsync(100);
        expect((await listing).map((c) => c.calendarName)).not.toContain('Never');
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('isolation', () => {
    it('never mutates the seed and hands out copies', async () => {
      const seed = createDemoSeed({ now: NOW });
      const before = structuredClone(seed);
      const api = createMemoryApi(seed);
      await api.calendars.update({ spaceID: 'space-1', calendarID: 'calendar-1', calendarName: 'Renamed', bookings: [] });
      expect(seed).toEqual(before);
      const [first] = await api.calendars.list({ spaceID: 'space-1' });
      first.calendarName = 'Changed by a caller';
      expect((await api.calendars.get({ calendarID: first.calendarID })).calendarName).not.toBe('Changed by a caller');
    });

    it('starts empty without a seed', async () => {
      const api = createMemoryApi();
      await expect(api.projects.list()).resolves.toEqual([]);
      await expect(api.calendars.list({ spaceID: 'any' })).resolves.toEqual([]);
    });
  });

  describe('producers and projects', () => {
    it('lists producers sorted by name and answers roles', async () => {
      const api = demo();
      expect((await api.producers.list()).map((p) => p.name)).toEqual(['Avery Admin', 'Pat Producer', 'Sam Summit']);
      await expect(api.producers.getRole({ producerID: 'producer-admin' })).resolves.toBe(0);
      await expect(api.producers.getRole({ producerID: 'producer-1' })).resolves.toBe(1);
      expect((await failure(api.producers.getRole({ producerID: 'ghost' }))).status).toBe(404);
    });

    it('creates a producer with role 1, refusing blanks and taken usernames', async () => {
      const api = demo();
      const payload = { temporaryPassword: 'Temp1234', email: 'new@example.com', username: 'newbie', first: 'New', last: 'Bie', projects: {}, role: 1 as const };
      const blank = await failure(api.producers.create({ ...payload, email: ' ', first: '' }));
      expect(blank).toMatchObject({ status: 400, fieldErrors: { email: 'Required', first: 'Required' } });
      const created = await api.producers.create(payload);
      expect(created).toMatchObject({ name: 'New Bie', role: 1, username: 'newbie' });
      expect((await failure(api.producers.create({ ...payload, username: 'NEWBIE' }))).status).toBe(409);
      const assigned = await api.producers.updateProjects({
        producerID: created.producerID,
        projects: { 'project-2': { projectID: 'project-2', projectName: 'Partner Summit' } },
      });
      expect(Object.keys(assigned.projects)).toEqual(['project-2']);
    });

    it('creates, gets and lists projects sorted by name', async () => {
      const api = demo();
      expect((await failure(api.projects.create({ name: '   ' }))).fieldErrors).toEqual({ name: 'Required' });
      const created = await api.projects.create({ name: '  Alpha Tour ' });
      expect(created).toMatchObject({ projectName: 'Alpha Tour', spaces: {} });
      await expect(api.projects.get({ projectID: created.projectID })).resolves.toEqual(created);
      expect((await api.projects.list()).map((p) => p.projectName)).toEqual(['Acme Launch Events', 'Alpha Tour', 'Partner Summit']);
      expect((await failure(api.projects.get({ projectID: 'nope' }))).status).toBe(404);
    });

    it("lists a producer's projects with spaces: all for role 0, the assigned ones otherwise", async () => {
      const api = demo();
      expect((await api.projects.listWithSpaces({ producerID: 'producer-admin' })).map((p) => p.projectID)).toEqual(['project-1', 'project-2']);
      const mine = await api.projects.listWithSpaces({ producerID: 'producer-1' });
      expect(mine.map((p) => p.projectID)).toEqual(['project-1']);
      expect(Object.keys(mine[0].spaces)).toEqual(['space-1', 'space-2']);
    });

    it('lists worlds sorted by name', async () => {
      expect((await demo().worlds.list()).map((w) => w.name)).toEqual(['Atrium', 'Expo Hall']);
    });
  });

  describe('spaces', () => {
    it('lists space summaries sorted by name', async () => {
      const spaces = await demo().spaces.list();
      expect(spaces.map((s) => s.spaceName)).toEqual(['Breakout Lounge', 'Main Hall', 'Summit Stage']);
      expect(spaces[0]).not.toHaveProperty('uiSkin');
    });

    it('creates a space from its world and adds it to the project', async () => {
      const api = demo();
      const created = await api.spaces.create({
        spaceName: 'Annex',
        projectID: 'project-2',
        worldID: 'world-2',
        defaultVideoServer: 'wss://v',
        defaultVideoServerAppID: 'app',
        defaultGameServer: 'game',
        defaultGamePort: 443,
        startDate: { date: '2026-12-01T00:01:00Z', timezone: 'UTC' },
        endDate: { date: '2026-12-31T23:59:00Z', timezone: 'UTC' },
      });
      expect(Object.keys(created.worldSkin)).toContain('qaDisplayBackgroundColor');
      expect(created.uiSkin.primaryColor).toBeDefined();
      const project = await api.projects.get({ projectID: 'project-2' });
      expect(project.spaces[created.spaceID]).toEqual({ spaceID: created.spaceID, spaceName: 'Annex' });
      const missingWorld = await failure(api.spaces.create({ ...created, worldID: 'nope', projectID: 'project-2', defaultVideoServer: 'v', defaultVideoServerAppID: 'a', defaultGameServer: 'g', defaultGamePort: 443 }));
      expect(missingWorld.status).toBe(404);
    });

    it('stores a new space from 00:01 on its start day to 23:59 on its end day, the end after the start (as the server)', async () => {
      const api = demo();
      const payload = {
        spaceName: ' Annex ',
        projectID: 'project-2',
        worldID: 'world-2',
        defaultVideoServer: 'wss://v',
        defaultVideoServerAppID: 'app',
        defaultGameServer: 'game',
        defaultGamePort: 443,
        startDate: { date: '2026-12-01', timezone: 'America/Chicago' },
        endDate: { date: '2026-12-31T18:00:00Z', timezone: 'America/Chicago' },
      };
      const created = await api.spaces.create(payload);
      expect(created).toMatchObject({
        spaceName: 'Annex',
        startDate: { date: '2026-12-01T06:01:00Z', timezone: 'America/Chicago' },
        endDate: { date: '2027-01-01T05:59:00Z', timezone: 'America/Chicago' },
      });
      const backwards = await failure(api.spaces.create({ ...payload, endDate: { date: '2026-11-30', timezone: 'America/Chicago' } }));
      expect(backwards).toMatchObject({ status: 400, fieldErrors: { endDate: 'The end date must be after the start date' } });
    });

    it('gets a space with its project embedded, or 404', async () => {
      const api = demo();
      const space = await api.spaces.get({ spaceID: 'space-1', producerID: 'producer-1' });
      expect(space.project?.projectName).toBe('Acme Launch Events');
      expect((await failure(api.spaces.get({ spaceID: 'nope', producerID: 'producer-1' }))).status).toBe(404);
    });

    it('sums the usage of a space from its attendance', async () => {
      const api = demo();
      const [one, two] = await Promise.all([api.bookings.usage({ bookingID: 'booking-1' }), api.bookings.usage({ bookingID: 'booking-2' })]);
      await expect(api.spaces.usage({ spaceID: 'space-1' })).resolves.toEqual({ usageSeconds: one.usageSeconds + two.usageSeconds });
      expect(one.usageSeconds).toBeGreaterThan(0);
    });

    it('reports spaces that disagree with their world and repairs them', async () => {
      const api = demo();
      const report = await api.spaces.checkWorlds();
      expect(report.invalidSpaces).toEqual([
        { spaceID: 'space-2', spaceName: 'Breakout Lounge', worldName: 'Atrium', propertyName: 'legacyBanner', worldID: 'world-1' },
      ]);
      expect(report.invalidWorlds.map((r) => r.propertyName)).toEqual(['qaDisplayBackgroundColor', 'qaDisplayTextColor']);
      await api.spaces.repairWorldSkin({ spaceID: 'space-2', property: 'qaDisplayTextColor', value: '#FFFFFF' });
      const after = await api.spaces.checkWorlds();
      expect(after.invalidWorlds.map((r) => r.propertyName)).toEqual(['qaDisplayBackgroundColor']);
      expect((await failure(api.spaces.repairWorldSkin({ spaceID: 'space-2', property: 'notOnWorld', value: 1 }))).status).toBe(404);
    });

    it('updates end times of all listed spaces, or of none when one is unknown', async () => {
      const api = demo();
      expect((await failure(api.spaces.updateEndTimes({ spaceIDArr: ['space-1', 'nope'], endTime: '2027-01-01T05:59:59Z' }))).status).toBe(404);
      expect((await api.spaces.get({ spaceID: 'space-1', producerID: 'x' })).endDate.date).not.toBe('2027-01-01T05:59:59Z');
      await api.spaces.updateEndTimes({ spaceIDArr: ['space-1', 'space-2'], endTime: '2027-01-01T05:59:59Z' });
      const spaces = await api.spaces.list();
      expect(spaces.filter((s) => s.endDate.date === '2027-01-01T05:59:59Z').map((s) => s.spaceID).sort()).toEqual(['space-1', 'space-2']);
    });
  });

  describe('calendars', () => {
    it('lists the calendars of a space sorted by name; an unknown space has none', async () => {
      const api = demo();
      expect((await api.calendars.list({ spaceID: 'space-1' })).map((c) => c.calendarName)).toEqual(['All Hands', 'Spring Season']);
      await expect(api.calendars.list({ spaceID: 'space-3' })).resolves.toEqual([]);
    });

    it('creates, renames, regenerates and deletes a calendar', async () => {
      const api = demo();
      const created = await api.calendars.create({ calendarName: ' Board Meetings ', spaceID: 'space-1' });
      expect(created).toMatchObject({ calendarName: 'Board Meetings', spaceID: 'space-1', bookings: [] });
      expect(created.loginCode).toMatch(/^[a-z0-9]{10}$/);
      expect((await api.calendars.list({ spaceID: 'space-1' })).map((c) => c.calendarName)).toEqual(['All Hands', 'Board Meetings', 'Spring Season']);

      // PUT /calendar renames; a calendar's bookings follow the bookings' calendarID, as on the server.
      const renamed = await api.calendars.update({ spaceID: 'space-1', calendarID: created.calendarID, calendarName: 'Aardvark', bookings: ['booking-2'] });
      expect(renamed).toMatchObject({ calendarName: 'Aardvark', bookings: [] });
      await expect(api.calendars.get({ calendarID: created.calendarID })).resolves.toEqual(renamed);

      const code = await api.calendars.regenerateLogin({ calendarID: created.calendarID });
      expect(code).not.toBe(created.loginCode);
      expect((await api.calendars.get({ calendarID: created.calendarID })).loginCode).toBe(code);

      await api.calendars.delete({ spaceID: 'space-1', calendarID: created.calendarID });
      expect((await failure(api.calendars.get({ calendarID: created.calendarID }))).status).toBe(404);
    });

    it('refuses a blank name and unknown ids without changing anything', async () => {
      const api = demo();
      const blank = await failure(api.calendars.create({ calendarName: '  ', spaceID: 'space-1' }));
      expect(blank).toMatchObject({ status: 400, fieldErrors: { calendarName: 'Required' } });
      expect((await failure(api.calendars.create({ calendarName: 'X', spaceID: 'nope' }))).status).toBe(404);
      expect((await failure(api.calendars.update({ spaceID: 'space-1', calendarID: 'calendar-1', calendarName: '', bookings: [] }))).status).toBe(400);
      expect((await failure(api.calendars.delete({ spaceID: 'space-2', calendarID: 'calendar-1' }))).status).toBe(404);
      expect((await failure(api.calendars.regenerateLogin({ calendarID: 'nope' }))).status).toBe(404);
      expect((await api.calendars.list({ spaceID: 'space-1' })).map((c) => c.calendarName)).toEqual(['All Hands', 'Spring Season']);
    });

    it('clears the calendar of its bookings when deleted', async () => {
      const api = demo();
      await api.calendars.delete({ spaceID: 'space-1', calendarID: 'calendar-1' });
      expect((await api.bookings.get({ bookingID: 'booking-1' })).calendarID).toBe('');
    });
  });

  describe('bookings', () => {
    it('lists the bookings of a space newest first', async () => {
      const names = (await demo().bookings.listForSpace({ spaceID: 'space-1' })).map((b) => b.name);
      expect(names).toEqual(['Customer Roundtable', 'Product Launch Keynote', 'Quarterly Town Hall']);
    });

    it('creates a booking with the server defaults', async () => {
      const api = demo();
      const created = await api.bookings.create(newBooking());
      expect(created).toMatchObject({ name: 'Opening Night', spaceID: 'space-3', version: 1, registrationCount: 0, calendarID: '', gamePort: 443 });
      expect(Object.values(created.emailTemplates).map((t) => t.name)).toEqual(['Attendee Invite Link', 'Presenter Invite Link', 'Registration Confirmation']);
      expect(created.intakeFields.map((f) => f.name)).toEqual(['First Name', 'Last Name', 'Company', 'Email', 'Phone', 'Address']);
      expect(new Set([created.publicAppLoginCode, created.signUpLoginCode, created.mobileHybridLoginCode]).size).toBe(3);
      const space = await api.spaces.get({ spaceID: 'space-3', producerID: 'x' });
      expect(space.bookings[created.bookingID]).toEqual({ bookingID: created.bookingID, bookingName: 'Opening Night' });
      expect((await failure(api.bookings.create(newBooking({ name: ' ' })))).fieldErrors).toEqual({ name: 'Required' });
      expect((await failure(api.bookings.create(newBooking({ spaceID: 'nope' })))).status).toBe(404);
    });

    it('gives a new booking the server\'s link error texts and system templates', async () => {
      const api = demo();
      const created = await api.bookings.create(newBooking());
      expect(created.errorMessages).toEqual(DEFAULT_ERROR_MESSAGES);
      const [attendeeInvite] = Object.values(created.emailTemplates);
      const template = await api.emailTemplates.get({ emailTemplateID: attendeeInvite.id });
      expect(template).toMatchObject({ subject: 'You are invited: {{mainHeader}}', body: defaultTemplateBody('Attendee Invite Link', true), system: true });
    });

    it('refuses a new booking outside the space window or with doors after the start, as the server does', async () => {
      const api = demo();
      const late = '2027-06-01T19:00:00Z';
      const outside = await failure(
        api.bookings.create(newBooking({ start: { time: late, timezone: 'Europe/London', timeValue: Date.parse(late) }, end: { time: late, timezone: 'Europe/London', timeValue: Date.parse(late) } })),
      );
      expect(outside.status).toBe(400);
      expect(outside.fieldErrors).toHaveProperty('start');
      const doors = await failure(api.bookings.create(newBooking({ doorsOpen: '2026-12-01T19:30:00Z' })));
      expect(doors.fieldErrors).toHaveProperty('doorsOpen');
      expect((await api.bookings.listForSpace({ spaceID: 'space-3' })).length).toBe(0);
    });

    it('puts a booking on a calendar through its calendarID; the calendar lists it', async () => {
      const api = demo();
      const read = await api.bookings.get({ bookingID: 'booking-2' });
      await api.bookings.update({ booking: { ...read, calendarID: 'calendar-1' } });
      expect((await api.calendars.get({ calendarID: 'calendar-1' })).bookings).toEqual(['booking-2', 'booking-1', 'booking-3']);
      expect((await api.calendars.get({ calendarID: 'calendar-2' })).bookings).toEqual([]);
      const elsewhere = await failure(api.bookings.update({ booking: { ...(await api.bookings.get({ bookingID: 'booking-2' })), calendarID: 'calendar-3' } }));
      expect(elsewhere.fieldErrors).toEqual({ calendarID: 'Calendar not found' });
    });

    it('saves a whole booking at its version and refuses a stale one with 412', async () => {
      const api = demo();
      const read = await api.bookings.get({ bookingID: 'booking-1' });
      const saved = await api.bookings.update({ booking: { ...read, name: 'Keynote (updated)', publicAppLoginCode: 'forged' } });
      expect(saved).toMatchObject({ name: 'Keynote (updated)', version: read.version + 1, publicAppLoginCode: read.publicAppLoginCode });
      const stale = await failure(api.bookings.update({ booking: { ...read, name: 'Lost update' } }));
      expect(stale.status).toBe(412);
      expect((await api.bookings.get({ bookingID: 'booking-1' })).name).toBe('Keynote (updated)');
    });

    it('applies the named server options of a super-admin change', async () => {
      const api = demo();
      const read = await api.bookings.get({ bookingID: 'booking-1' });
      const saved = await api.bookings.update({ booking: { ...read, updatedGameServer: { url: 'ws://localhost', port: 3777 } } });
      expect(saved).toMatchObject({ gameServer: 'ws://localhost', gamePort: 3777 });
      expect(saved).not.toHaveProperty('updatedGameServer');
      const unknown = await failure(api.bookings.update({ booking: { ...saved, updatedGameServer: { url: 'dev.example.com', port: 3777 } } }));
      expect(unknown).toMatchObject({ status: 400, fieldErrors: { updatedGameServer: 'Unknown game server' } });
    });

    it('refuses a capacity above 500 or below the registrations', async () => {
      const api = demo();
      const read = await api.bookings.get({ bookingID: 'booking-1' });
      expect((await failure(api.bookings.update({ booking: { ...read, capacity: 501 } }))).fieldErrors).toEqual({
        capacity: 'Event capacity setting cannot exceed 500 attendees',
      });
      expect((await failure(api.bookings.update({ booking: { ...read, capacity: 1 } }))).fieldErrors).toEqual({
        capacity: 'Event capacity may not be set below the current registration count for this event',
      });
    });

    it('regenerates each link code', async () => {
      const api = demo();
      const before = await api.bookings.get({ bookingID: 'booking-1' });
      const [signUp, pub, hybrid] = [
        await api.bookings.regenerateSignUpCode({ bookingID: 'booking-1' }),
        await api.bookings.regeneratePublicCode({ bookingID: 'booking-1' }),
        await api.bookings.regenerateMobileHybridCode({ bookingID: 'booking-1' }),
      ];
      const after = await api.bookings.get({ bookingID: 'booking-1' });
      expect([after.signUpLoginCode, after.publicAppLoginCode, after.mobileHybridLoginCode]).toEqual([signUp, pub, hybrid]);
      expect(signUp).not.toBe(before.signUpLoginCode);
      await expect(api.maintenance.lookupLoginCode({ loginCode: pub })).resolves.toEqual({ bookingID: 'booking-1' });
      expect((await failure(api.maintenance.lookupLoginCode({ loginCode: before.publicAppLoginCode }))).status).toBe(404);
    });

    it('deletes a booking with everything under it', async () => {
      const api = demo();
      expect((await failure(api.bookings.delete({ spaceID: 'space-2', bookingID: 'booking-1' }))).status).toBe(404);
      await api.bookings.delete({ spaceID: 'space-1', bookingID: 'booking-1' });
      expect((await failure(api.bookings.get({ bookingID: 'booking-1' }))).status).toBe(404);
      await expect(api.registrations.listAttendees({ bookingID: 'booking-1' })).resolves.toEqual([]);
      expect((await api.calendars.get({ calendarID: 'calendar-1' })).bookings).toEqual(['booking-3']);
      expect((await api.spaces.get({ spaceID: 'space-1', producerID: 'x' })).bookings['booking-1']).toBeUndefined();
    });

    it('answers Q&A entries and an empty map for a booking without any', async () => {
      const api = demo();
      expect(Object.keys(await api.bookings.questions({ bookingID: 'booking-2' }))).toHaveLength(3);
      await expect(api.bookings.questions({ bookingID: 'booking-3' })).resolves.toEqual({});
    });
  });

  describe('registrations and presenters', () => {
    it('lists attendees sorted by last then first name', async () => {
      const names = (await demo().registrations.listAttendees({ bookingID: 'booking-1' })).map((r) => r.registrationData.lastName);
      expect(names).toEqual(['Hopper', 'Johnson', 'Lovelace', 'Turing']);
    });

    it('creates, updates, regenerates and deletes an attendee, keeping the registration count', async () => {
      const api = demo();
      const created = await api.registrations.create(guest());
      expect(created.registrationData).toMatchObject({ firstName: 'Hedy', lastName: 'Lamarr', emailAddress: 'hedy@example.com' });
      expect((await api.bookings.get({ bookingID: 'booking-3' })).registrationCount).toBe(2);
      const updated = await api.registrations.update({ ...guest({ company: 'Hollywood', brand: true }), registrationID: created.registrationID });
      expect(updated).toMatchObject({ brand: true, registrationData: { company: 'Hollywood' } });
      const code = await api.registrations.regenerateLogin({ registrationID: created.registrationID });
      expect(code).not.toBe(created.loginCode);
      await api.registrations.delete({ registrationID: created.registrationID });
      expect((await api.bookings.get({ bookingID: 'booking-3' })).registrationCount).toBe(1);
      expect((await failure(api.registrations.delete({ registrationID: created.registrationID }))).status).toBe(404);
    });

    it('refuses an attendee past the registration capacity with 409, as the server does', async () => {
      const api = demo();
      // booking-3 uses its registration capacity of 40 and has one attendee.
      const read = await api.bookings.get({ bookingID: 'booking-3' });
      await api.bookings.update({ booking: { ...read, registrationCapacity: 2 } });
      await api.registrations.create(guest());
      const full = await failure(api.registrations.create(guest({ first: 'Grace' })));
      expect(full).toMatchObject({ status: 409, message: 'This booking has reached its registration capacity of 2.' });
      expect(await api.registrations.listAttendees({ bookingID: 'booking-3' })).toHaveLength(2);
    });

    it('refuses an invalid email or a missing first name', async () => {
      const api = demo();
      const error = await failure(api.registrations.create(guest({ email: 'hedy@', first: ' ' })));
      expect(error.fieldErrors).toEqual({ email: 'Email must be a valid email address', first: 'Required' });
      expect(await api.registrations.listAttendees({ bookingID: 'booking-3' })).toHaveLength(1);
    });

    it('imports all rows or none', async () => {
      const api = demo();
      const { bookingID: _bookingID, ...row } = guest();
      const refused = await api.registrations.bulkCreate({ bookingID: 'booking-3', rows: [row, { ...row, email: 'bad' }] });
      expect(refused).toEqual({ ok: false, message: '1 of 2 rows are invalid; nothing was imported.', errors: [{ row: 1, fieldErrors: { email: 'Email must be a valid email address' } }] });
      expect(await api.registrations.listAttendees({ bookingID: 'booking-3' })).toHaveLength(1);
      await expect(api.registrations.bulkCreate({ bookingID: 'booking-3', rows: [row, { ...row, first: 'Second', email: 'second@example.com' }] })).resolves.toEqual({ ok: true, created: 2 });
      expect(await api.registrations.listAttendees({ bookingID: 'booking-3' })).toHaveLength(3);
      // Posting the same rows again makes no second guest of an email (issue 25).
      await expect(api.registrations.bulkCreate({ bookingID: 'booking-3', rows: [row, { ...row, first: 'Second', email: 'SECOND@example.com' }] })).resolves.toMatchObject({ ok: true, created: 0, duplicates: 2 });
      expect(await api.registrations.listAttendees({ bookingID: 'booking-3' })).toHaveLength(3);
    });

    it('creates presenters with every permission and bridge access, and ties the webcam to presenting', async () => {
      const api = demo();
      const created = await api.presenters.create(guest());
      expect(Object.values(created.permissions).every(Boolean)).toBe(true);
      expect(created.bridgeAccess).toBe(true);
      const updated = await api.presenters.update({
        ...guest(),
        registrationID: created.registrationID,
        permissions: { ...created.permissions, canPresent: false },
        bridgeAccess: false,
      });
      expect(updated.permissions).toMatchObject({ canPresent: false, canShareWebcam: false });
      expect(updated.bridgeAccess).toBe(false);
      expect((await api.presenters.list({ bookingID: 'booking-3' })).map((p) => p.registrationID)).toEqual([created.registrationID]);
      expect((await failure(api.presenters.delete({ bookingID: 'booking-1', registrationID: created.registrationID }))).status).toBe(404);
      await api.presenters.delete({ bookingID: 'booking-3', registrationID: created.registrationID });
      await expect(api.presenters.list({ bookingID: 'booking-3' })).resolves.toEqual([]);
    });
  });

  describe('email templates', () => {
    it('creates, updates and deletes a custom template; system templates cannot be deleted', async () => {
      const api = demo();
      const created = await api.emailTemplates.create({ bookingID: 'booking-3', emailTemplateName: 'Follow-up' });
      expect(created).toMatchObject({ emailTemplateName: 'Follow-up', system: false, HTML: true });
      expect((await api.bookings.get({ bookingID: 'booking-3' })).emailTemplates[created.emailTemplateID]).toMatchObject({ name: 'Follow-up' });
      const missing = await failure(
        api.emailTemplates.update({ bookingID: 'booking-3', emailTemplateID: created.emailTemplateID, subject: '', from: '', replyTo: 'r@x.co', body: '', system: false, html: false }),
      );
      expect(missing.fieldErrors).toEqual({ subject: 'Required', from: 'Required' });
      const saved = await api.emailTemplates.update({
        bookingID: 'booking-3',
        emailTemplateID: created.emailTemplateID,
        subject: 'Thanks',
        from: 'Team',
        replyTo: 'r@x.co',
        body: 'Thanks for coming',
        system: false,
        html: false,
      });
      expect(saved).toMatchObject({ subject: 'Thanks', HTML: false });
      await expect(api.emailTemplates.get({ emailTemplateID: created.emailTemplateID })).resolves.toEqual(saved);
      await api.emailTemplates.delete({ emailTemplateID: created.emailTemplateID, bookingID: 'booking-3' });
      expect((await failure(api.emailTemplates.get({ emailTemplateID: created.emailTemplateID }))).status).toBe(404);
      expect((await failure(api.emailTemplates.delete({ emailTemplateID: 'template-3-1', bookingID: 'booking-3' }))).status).toBe(409);
    });

    it('sends to registrations of the booking and records the template on each', async () => {
      const api = demo();
      const result = await api.emailTemplates.send({ bookingID: 'booking-1', spaceID: 'space-1', emailTemplateID: 'template-1-1', toSend: ['registration-3', 'presenter-1', 'registration-5'] });
      expect(result).toEqual({
        sendID: expect.any(String),
        sent: [],
        queued: ['registration-3', 'presenter-1'],
        failed: [{ registrationID: 'registration-5', message: 'Registration not found' }],
      });
      const attendees = await api.registrations.listAttendees({ bookingID: 'booking-1' });
      expect(attendees.find((r) => r.registrationID === 'registration-3')?.emails).toEqual(['template-1-1']);
    });

    it('refuses to send a template whose stored reply-to mail could not carry: 409, nothing recorded (issue 25)', async () => {
      const seed = createDemoSeed({ now: NOW });
      seed.emailTemplates = seed.emailTemplates?.map((t) => (t.emailTemplateID === 'template-1-1' ? { ...t, replyTo: 'events team' } : t));
      const api = createMemoryApi(seed);
      const refused = await failure(api.emailTemplates.send({ bookingID: 'booking-1', spaceID: 'space-1', emailTemplateID: 'template-1-1', toSend: ['registration-3'] }));
      expect([refused.status, refused.message, refused.body]).toEqual([409, TEMPLATE_REPLY_TO_UNSENDABLE, { message: TEMPLATE_REPLY_TO_UNSENDABLE, code: 'Conflict' }]);
      expect(await api.emailTemplates.deliveries({ bookingID: 'booking-1' })).toEqual([]);
      const attendees = await api.registrations.listAttendees({ bookingID: 'booking-1' });
      expect(attendees.find((r) => r.registrationID === 'registration-3')?.emails).toEqual([]);
    });
  });

  describe('presentations, uploads and skins', () => {
    it('creates, updates and deletes a presentation, keeping the space in step', async () => {
      const api = demo();
      const { presentationID } = await api.presentations.create({ spaceID: 'space-3', name: 'Opening', slides: [] });
      expect((await api.spaces.get({ spaceID: 'space-3', producerID: 'x' })).presentations[presentationID]).toEqual({ presentationID, presentationName: 'Opening' });
      // Slides must be uploaded ones: the seeded deck's count as uploaded.
      const slides = (await api.presentations.get({ presentationID: 'presentation-1' })).slides.slice(0, 2).reverse();
      const saved = await api.presentations.update({ spaceID: 'space-3', presentationID, name: 'Opening Deck', slides });
      expect(saved).toMatchObject({ name: 'Opening Deck', slides });
      await api.presentations.delete({ spaceID: 'space-3', presentationID });
      expect((await failure(api.presentations.get({ presentationID }))).status).toBe(404);
      expect((await api.spaces.get({ spaceID: 'space-3', producerID: 'x' })).presentations).toEqual({});
    });

    it('hands out upload addresses and accepts a PUT only to one of them', async () => {
      const api = demo();
      const [target] = await api.uploads.requestSlideUploads({ files: [{ name: 'one.png', type: 'image/png' }] });
      expect(target).toMatchObject({ fileTypeFormatted: 'png', url: expect.stringMatching(/^memory:\/\/uploads\/slides\//) });
      await expect(api.uploads.put({ url: target.url, file: new Blob(['x']), contentType: 'image/png' })).resolves.toBeUndefined();
      expect((await failure(api.uploads.put({ url: 'memory://uploads/forged', file: new Blob(['x']), contentType: 'image/png' }))).status).toBe(403);
      expect((await failure(api.uploads.requestSlideUploads({ files: [{ name: 'a.jpg', type: 'image/jpeg' }] }))).status).toBe(400);
      const [asset] = await api.uploads.requestAssetUploads({ files: [{ name: 'v.mp4', type: 'video/mp4' }], folderName: 'welcomeVideo' });
      expect(asset.fileTypeFormatted).toBe('mp4');
    });

    it('reports the progress of a PUT once, the whole file, when it is stored; a refused one reports none', async () => {
      const api = demo();
      const [target] = await api.uploads.requestAssetUploads({ files: [{ name: 'l.png', type: 'image/png' }], folderName: 'thumbnailLogo' });
      const onProgress = vi.fn();
      await api.uploads.put({ url: target.url, file: new Blob(['12345']), contentType: 'image/png', onProgress });
      expect(onProgress.mock.calls).toEqual([[5, 5]]);
      const refusedProgress = vi.fn();
      await failure(api.uploads.put({ url: 'memory://uploads/forged', file: new Blob(['x']), contentType: 'image/png', onProgress: refusedProgress }));
      expect(refusedProgress).not.toHaveBeenCalled();
    });

    it.each([
      ['updateUi', 'uiSkin', 'primaryColor', '#123456'],
      ['updateWorld', 'worldSkin', 'lightIntensity', 0.25],
      ['updateAvatar', 'avatarSkin', 'avatarColors', [{ primary: '#000000', secondary: '#FFFFFF' }]],
      ['updateEmail', 'emailSkin', 'emailHeaderImage', 'memory://uploads/emailHeaderImage/file-1.png'],
    ] as const)('%s sets the %s item on the space', async (method, group, property, value) => {
      const api = demo();
      await api.skins[method]({ spaceID: 'space-1', property, value: structuredClone(value) as SkinValue });
      const space = await api.spaces.get({ spaceID: 'space-1', producerID: 'x' });
      expect(space[group][property].value).toEqual(value);
    });

    it('refuses a skin value of the wrong shape', async () => {
      const api = demo();
      const nine = Array.from({ length: 9 }, () => ({ primary: '#000000', secondary: '#FFFFFF' }));
      expect((await failure(api.skins.updateAvatar({ spaceID: 'space-1', property: 'avatarColors', value: nine }))).status).toBe(400);
      expect((await failure(api.skins.updateUi({ spaceID: 'space-1', property: 'theme', value: 'purple' }))).status).toBe(400);
      expect((await failure(api.skins.updateWorld({ spaceID: 'nope', property: 'x', value: 'y' }))).status).toBe(404);
    });
  });

  describe('attendance and maintenance', () => {
    it('lists attendance and repairs open records, all or none', async () => {
      const api: PortalApi = demo();
      const records = await api.attendance.list({ bookingID: 'booking-2', spaceID: 'space-1' });
      const open = records.filter((r) => r.endTime === '');
      expect(open.map((r) => r.attendeesID)).toEqual(['attendee-5']);
      expect((await failure(api.attendance.repairUsage({ attendees: ['attendee-5', 'attendee-1'], endTime: '2026-11-19T16:00:00Z', bookingID: 'booking-2' }))).status).toBe(404);
      await api.attendance.repairUsage({ attendees: ['attendee-5'], endTime: '2026-11-19T16:00:00Z', bookingID: 'booking-2' });
      const repaired = (await api.attendance.list({ bookingID: 'booking-2', spaceID: 'space-1' })).find((r) => r.attendeesID === 'attendee-5');
      expect(repaired).toMatchObject({ endTime: '2026-11-19T16:00:00Z' });
      expect(repaired?.totalSeconds).toBe((Date.parse('2026-11-19T16:00:00Z') - Date.parse(records[1].startTime)) / 1000);
    });

    it('finds system checks by their America/Chicago date', async () => {
      const api = demo();
      const today = await api.maintenance.systemChecks({ dateString: '2026-11-21' });
      expect(today.map((c) => c.systemCheckID)).toEqual(['system-check-1', 'system-check-2']);
      await expect(api.maintenance.systemChecks({ dateString: '2020-01-01' })).resolves.toEqual([]);
    });

    it('reads and deletes a booking cache', async () => {
      const api = demo();
      await expect(api.maintenance.getCache({ bookingID: 'booking-1' })).resolves.toMatchObject({ bookingID: 'booking-1' });
      await api.maintenance.deleteCache({ bookingID: 'booking-1' });
      expect((await failure(api.maintenance.getCache({ bookingID: 'booking-1' }))).status).toBe(404);
      expect((await failure(api.maintenance.deleteCache({ bookingID: 'booking-1' }))).status).toBe(404);
    });
  });
});
