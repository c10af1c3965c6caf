import { describe, expect, it } from 'vitest';
import type { PortalApi, ProjectMap } from '@greenroom/core';
import { ERROR_CODES, messages, STALE_RECORD_REFUSAL, VERSION_REQUIRED } from '@greenroom/core/rules';
import { expectHttpError } from './expectError';
import { guestInput, uniqueName } from './fixture';
import type { ContractFixture, MakeBackend } from './types';
import { useBackend } from './useBackend';

/** What the rule reads of any versioned record. */
interface Versioned {
  version?: number;
}

/**
 * One record type a producer edits, made fresh for a test: `read` gets it as a form would,
 * `save(version, n)` saves its n-th value at `version` (none: as callers that send no version do),
 * `shown` is the value a save changes.
 */
interface EditedRecord {
  read(): Promise<Versioned>;
  save(version: number | undefined, n: number): Promise<unknown>;
  shown(record: Versioned): unknown;
  /** The value save(…, n) stores, as `shown` reads it. */
  value(n: number): unknown;
}

type MakeRecord = (api: PortalApi, fixture: ContractFixture, superAdminID: string) => Promise<EditedRecord>;

/** The version a stored record answers (a saved one answers its new version too, when it answers anything). */
function versionOf(record: unknown): number | undefined {
  return typeof record === 'object' && record !== null && 'version' in record ? (record as Versioned).version : undefined;
}

/** A stale save's refusal as both backends answer it: 412, core's text and code. */
async function expectStale(call: Promise<unknown>): Promise<void> {
  const error = await expectHttpError(call, 412);
  expect(error).toMatchObject({
    message: STALE_RECORD_REFUSAL.message,
    body: expect.objectContaining({ message: STALE_RECORD_REFUSAL.message, code: ERROR_CODES.staleVersion }),
  });
}

const attendee: MakeRecord = async (api, { bookingID }) => {
  const { registrationID } = await api.registrations.create(guestInput(bookingID));
  return {
    read: async () => (await api.registrations.listAttendees({ bookingID })).find((r) => r.registrationID === registrationID)!,
    save: (version, n) => api.registrations.update({ ...guestInput(bookingID, { company: `Company ${n}` }), registrationID, version }),
    shown: (record) => (record as Awaited<ReturnType<PortalApi['registrations']['create']>>).registrationData.company,
    value: (n) => `Company ${n}`,
  };
};

const presenter: MakeRecord = async (api, { bookingID }) => {
  const created = await api.presenters.create(guestInput(bookingID));
  const { registrationID, permissions } = created;
  return {
    read: async () => (await api.presenters.list({ bookingID })).find((r) => r.registrationID === registrationID)!,
    save: (version, n) =>
      api.presenters.update({ ...guestInput(bookingID, { company: `Company ${n}` }), registrationID, permissions, bridgeAccess: n % 2 === 0, version }),
    shown: (record) => {
      const { registrationData, bridgeAccess } = record as typeof created;
      return [registrationData.company, bridgeAccess];
    },
    value: (n) => [`Company ${n}`, n % 2 === 0],
  };
};

const emailTemplate: MakeRecord = async (api, { bookingID }) => {
  const { emailTemplateID } = await api.emailTemplates.create({ bookingID, emailTemplateName: uniqueName('Reminder') });
  return {
    read: () => api.emailTemplates.get({ emailTemplateID }),
    save: (version, n) =>
      api.emailTemplates.update({ bookingID, emailTemplateID, subject: `Subject ${n}`, from: 'Events', replyTo: 'events@example.com', body: '<p>Hi</p>', system: false, html: true, version }),
    shown: (record) => (record as Awaited<ReturnType<PortalApi['emailTemplates']['get']>>).subject,
    value: (n) => `Subject ${n}`,
  };
};

const skinItem: MakeRecord = async (api, { spaceID }, superAdminID) => {
  const read = async () => (await api.spaces.get({ spaceID, producerID: superAdminID })).uiSkin.primaryColor!;
  const color = (n: number) => `#${String(n).padStart(6, '0')}`;
  return {
    read,
    save: (version, n) => api.skins.updateUi({ spaceID, property: 'primaryColor', value: color(n), version }),
    shown: (record) => (record as Awaited<ReturnType<typeof read>>).value,
    value: color,
  };
};

const calendar: MakeRecord = async (api, { spaceID }) => {
  const { calendarID } = await api.calendars.create({ spaceID, calendarName: uniqueName('Season') });
  return {
    read: () => api.calendars.get({ calendarID }),
    save: (version, n) => api.calendars.update({ spaceID, calendarID, calendarName: `Season ${n}`, bookings: [], version }),
    shown: (record) => (record as Awaited<ReturnType<PortalApi['calendars']['get']>>).calendarName,
    value: (n) => `Season ${n}`,
  };
};

const presentation: MakeRecord = async (api, { spaceID }) => {
  const { presentationID } = await api.presentations.create({ spaceID, name: 'Deck', slides: [] });
  return {
    read: () => api.presentations.get({ presentationID }),
    save: (version, n) => api.presentations.update({ spaceID, presentationID, name: `Deck ${n}`, slides: [], version }),
    shown: (record) => (record as Awaited<ReturnType<PortalApi['presentations']['get']>>).name,
    value: (n) => `Deck ${n}`,
  };
};

let producers = 0;
const producer: MakeRecord = async (api, { projectID }) => {
  producers += 1;
  const project = await api.projects.get({ projectID });
  const other = await api.projects.create({ name: uniqueName('Stale Project') });
  const map = (p: { projectID: string; projectName: string }): ProjectMap => ({ [p.projectID]: { projectID: p.projectID, projectName: p.projectName } });
  const created = await api.producers.create({
    username: `stale.producer${producers}`,
    email: `stale${producers}@example.com`,
    temporaryPassword: 'Temporary-Passw0rd!',
    first: 'Pat',
    last: 'Stale',
    projects: map(project),
    role: 1,
  });
  return {
    read: async () => (await api.producers.list()).find((p) => p.producerID === created.producerID)!,
    save: (version, n) => api.producers.updateProjects({ producerID: created.producerID, projects: map(n % 2 === 0 ? project : other), version }),
    shown: (record) => Object.keys((record as typeof created).projects),
    value: (n) => [n % 2 === 0 ? projectID : other.projectID],
  };
};

/** Every record type a producer edits (the booking has its own test in bookings.contract.ts). */
const RECORDS: [string, MakeRecord][] = [
  ['an attendee (PUT /registration)', attendee],
  ['a presenter (PUT /presenter)', presenter],
  ['an email template (PUT /email-template)', emailTemplate],
  ['a skin item (PUT /skin/ui)', skinItem],
  ['a calendar (PUT /calendar)', calendar],
  ['a presentation (PUT /presentation)', presentation],
  ['a producer (PUT /producer)', producer],
];

/**
 * No lost updates (issue 25), for every record a producer edits: each answers a `version`, a new
 * one at 1; an update at the version read is saved and moves it by one; an update at an older
 * version is refused with 412 (core's STALE_RECORD_REFUSAL: 'This record was changed by someone
 * else. Reload it and try again.', code StaleVersion) and the stored record is unchanged; of two
 * saves at the same version sent at once exactly one wins; an update that names no version is saved
 * while VERSION_REQUIRED is off (400 `version: Required` once it is on). Bookkeeping the forms do
 * not save (a new login code, a sent mail, a calendar's new feed code) leaves the version.
 * @example describeStaleWritesContract(() => memoryContractBackend());
 */
export function describeStaleWritesContract(makeBackend: MakeBackend): void {
  describe('stale writes contract', () => {
    const backend = useBackend(makeBackend);
    const open = async (make: MakeRecord) => make(backend.api, await backend.setup(), backend.superAdminID);

    describe.each(RECORDS)('%s', (_name, make) => {
      it('saves at the version read, moving it by one; refuses the stale save with 412 and keeps the record', async () => {
        const record = await open(make);
        const read = await record.read();
        expect(read.version).toEqual(expect.any(Number));
        const saved = await record.save(read.version, 1);
        const answered = versionOf(saved);
        if (answered !== undefined) expect(answered).toBe(read.version! + 1);
        const after = await record.read();
        expect([after.version, record.shown(after)]).toEqual([read.version! + 1, record.value(1)]);

        await expectStale(record.save(read.version, 2));
        const kept = await record.read();
        expect([kept.version, record.shown(kept)]).toEqual([read.version! + 1, record.value(1)]);
      });

      it('lets exactly one of two saves at the same version win', async () => {
        const record = await open(make);
        const read = await record.read();
        const results = await Promise.allSettled([record.save(read.version, 3), record.save(read.version, 4)]);
        expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
        const loser = results.find((r) => r.status === 'rejected')!;
        expect(loser.reason).toMatchObject({ status: 412, message: STALE_RECORD_REFUSAL.message });
        const after = await record.read();
        expect(after.version).toBe(read.version! + 1);
        expect(record.shown(after)).toEqual(record.value(results[0].status === 'fulfilled' ? 3 : 4));
      });

      it('saves an update that names no version while versions are optional (else 400 version: Required)', async () => {
        const record = await open(make);
        const read = await record.read();
        if (VERSION_REQUIRED) {
          await expectHttpError(record.save(undefined, 5), 400, { version: messages.required });
          expect(record.shown(await record.read())).toEqual(record.shown(read));
        } else {
          await record.save(undefined, 5);
          const after = await record.read();
          expect([after.version, record.shown(after)]).toEqual([read.version! + 1, record.value(5)]);
        }
      });
    });

    it('starts new records at version 1', async () => {
      const { bookingID, spaceID } = await backend.setup();
      const { api } = backend;
      expect((await api.registrations.create(guestInput(bookingID))).version).toBe(1);
      expect((await api.presenters.create(guestInput(bookingID))).version).toBe(1);
      expect((await api.calendars.create({ spaceID, calendarName: uniqueName('New') })).version).toBe(1);
      const { emailTemplateID } = await api.emailTemplates.create({ bookingID, emailTemplateName: uniqueName('New') });
      expect((await api.emailTemplates.get({ emailTemplateID })).version).toBe(1);
      const { presentationID } = await api.presentations.create({ spaceID, name: 'New', slides: [] });
      expect((await api.presentations.get({ presentationID })).version).toBe(1);
      const skins = await api.spaces.get({ spaceID, producerID: backend.superAdminID });
      expect(Object.values(skins.uiSkin).map((item) => item.version)).toEqual(Object.values(skins.uiSkin).map(() => 1));
    });

    it("leaves the version on bookkeeping the forms do not save: a new login code, a sent mail, a calendar's new feed code", async () => {
      const { bookingID, spaceID } = await backend.setup();
      const { api } = backend;
      const guest = await api.registrations.create(guestInput(bookingID));
      await api.registrations.regenerateLogin({ registrationID: guest.registrationID });
      const inviteID = Object.values((await api.bookings.get({ bookingID })).emailTemplates).find((t) => t.name === 'Attendee Invite Link')!.id;
      await api.emailTemplates.send({ bookingID, spaceID, emailTemplateID: inviteID, toSend: [guest.registrationID] });
      const [listed] = await api.registrations.listAttendees({ bookingID });
      expect(listed.loginCode).not.toBe(guest.loginCode);
      expect(listed.version).toBe(1);
      // The open form still saves at the version it read.
      expect((await api.registrations.update({ ...guestInput(bookingID, { company: 'Still mine' }), registrationID: guest.registrationID, version: 1 })).version).toBe(2);

      const season = await api.calendars.create({ spaceID, calendarName: uniqueName('Season') });
      await api.calendars.regenerateLogin({ calendarID: season.calendarID });
      expect((await api.calendars.get({ calendarID: season.calendarID })).version).toBe(1);
    });

    it("moves a guest's version when an import updates it by email, so an open form of the old data is stale", async () => {
      const { bookingID } = await backend.setup();
      const { api } = backend;
      const guest = await api.registrations.create(guestInput(bookingID));
      const { bookingID: _b, ...row } = guestInput(bookingID, { company: 'Imported' });
      expect(await api.registrations.bulkCreate({ bookingID, rows: [row], updateByEmail: true })).toMatchObject({ updated: 1 });
      const [listed] = await api.registrations.listAttendees({ bookingID });
      expect(listed).toMatchObject({ version: 2, registrationData: { company: 'Imported' } });
      await expectStale(api.registrations.update({ ...guestInput(bookingID, { company: 'Old form' }), registrationID: guest.registrationID, version: 1 }));
    });

    it('answers 404 before 412 for a record that is gone', async () => {
      const { spaceID } = await backend.setup();
      const { calendarID } = await backend.api.calendars.create({ spaceID, calendarName: uniqueName('Gone') });
      await backend.api.calendars.delete({ spaceID, calendarID });
      await expectHttpError(backend.api.calendars.update({ spaceID, calendarID, calendarName: 'X', bookings: [], version: 99 }), 404);
    });
  });
}
