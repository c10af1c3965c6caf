import { describe, expect, it } from 'vitest';
import { ATTENDANCE_ALREADY_CLOSED, DATE_TIME_MESSAGE, END_BEFORE_ENTRY, MAIL_RETRY_NOT_FAILED } from '@greenroom/core/rules';
import { expectHttpError } from './expectError';
import { guestInput, spacePayload } from './fixture';
import { UNKNOWN_ID } from './names';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

// The demo seed both backends share (core's demoWorld): booking-2 in space-1 has attendee-4 (left)
// and attendee-5 (still in); space-2 lacks two worldSkin properties of its world.
const SEEDED = { spaceID: 'space-1', bookingID: 'booking-2', closed: 'attendee-4', open: 'attendee-5', driftedSpace: 'space-2' } as const;

/**
 * The super-admin repairs (docs/reference/portal.md §2, §5, §8): usage repair closes the chosen open records
 * of one booking at the end time, all or none (404 unknown, 409 already closed, 400 before entry);
 * space/worlds repair copies the world's item with the world's value; the end-time update moves
 * every listed space to 23:59:59 America/Chicago, all or none.
 * @example describeMaintenanceContract(() => memoryContractBackend());
 */
export function describeMaintenanceContract(makeBackend: MakeBackend): void {
  describe('maintenance contract', () => {
    const backend = useBackend(makeBackend);
    const attendance = () => backend.api.attendance.list({ bookingID: SEEDED.bookingID, spaceID: SEEDED.spaceID });
    const record = async (attendeesID: string) => (await attendance()).find((r) => r.attendeesID === attendeesID);
    const repair = (attendees: string[], endTime: string) => backend.api.attendance.repairUsage({ attendees, endTime, bookingID: SEEDED.bookingID });

    it('refuses a closed record, an end before entry, an unknown record and a bad time, changing nothing', async () => {
      const open = await record(SEEDED.open);
      expect(open?.endTime).toBe('');
      const later = new Date(Date.parse(open?.startTime ?? '') + 60 * 60_000).toISOString();
      const earlier = new Date(Date.parse(open?.startTime ?? '') - 60_000).toISOString();

      const closed = await expectHttpError(repair([SEEDED.open, SEEDED.closed], later), 409);
      expect(closed.message).toBe(ATTENDANCE_ALREADY_CLOSED);
      await expectHttpError(repair([SEEDED.open], earlier), 400, { endTime: END_BEFORE_ENTRY });
      await expectHttpError(repair([SEEDED.open, UNKNOWN_ID], later), 404);
      await expectHttpError(repair([SEEDED.open], 'tomorrow'), 400, { endTime: DATE_TIME_MESSAGE });
      expect((await record(SEEDED.open))?.endTime).toBe('');
    });

    it('closes the chosen open record at the end time', async () => {
      const open = await record(SEEDED.open);
      const end = new Date(Date.parse(open?.startTime ?? '') + 30 * 60_000).toISOString();
      await repair([SEEDED.open], end);
      const closed = await record(SEEDED.open);
      expect(Date.parse(closed?.endTime ?? '')).toBe(Date.parse(end));
      await expectHttpError(repair([SEEDED.open], end), 409);
    });

    it('reports the seeded drift alike on both backends: properties sorted, with the world name', async () => {
      const report = await backend.api.spaces.checkWorlds();
      const drifted = (rows: typeof report.invalidSpaces) => rows.filter((r) => r.spaceID === SEEDED.driftedSpace).map((r) => [r.propertyName, r.worldName]);
      expect(drifted(report.invalidSpaces)).toEqual([['legacyBanner', 'Atrium']]);
      expect(drifted(report.invalidWorlds)).toEqual([
        ['qaDisplayBackgroundColor', 'Atrium'],
        ['qaDisplayTextColor', 'Atrium'],
      ]);
    });

    it("repairs a space with the world's item and value (not the value sent), and 404 for a property the world lacks", async () => {
      const drifted = (await backend.api.spaces.checkWorlds()).invalidWorlds.filter((r) => r.spaceID === SEEDED.driftedSpace);
      expect(drifted.length).toBeGreaterThan(0);
      const { propertyName, worldID } = drifted[0];
      const world = (await backend.api.worlds.list()).find((w) => w.worldID === worldID);
      await backend.api.spaces.repairWorldSkin({ spaceID: SEEDED.driftedSpace, property: propertyName, value: '#010203' });
      const space = await backend.api.spaces.get({ spaceID: SEEDED.driftedSpace, producerID: backend.superAdminID });
      // The space lacked it: it now holds the world's item at the first version (issue 25).
      expect(space.worldSkin[propertyName]).toEqual({ ...world?.worldSkin[propertyName], version: 1 });
      const after = (await backend.api.spaces.checkWorlds()).invalidWorlds.filter((r) => r.spaceID === SEEDED.driftedSpace);
      expect(after.map((r) => r.propertyName)).not.toContain(propertyName);
      await expectHttpError(backend.api.spaces.repairWorldSkin({ spaceID: SEEDED.driftedSpace, property: 'notOnTheWorld', value: 1 }), 404);
    });

    it('moves every listed space to 23:59:59 America/Chicago on the chosen day, or none', async () => {
      const { projectID, worldID, spaceID } = await backend.setup();
      const second = await backend.api.spaces.create(spacePayload({ projectID, worldID }));
      await backend.api.spaces.updateEndTimes({ spaceIDArr: [spaceID, second.spaceID], endTime: '2027-01-15' });
      const ends = async () =>
        (await backend.api.spaces.list()).filter((s) => [spaceID, second.spaceID].includes(s.spaceID)).map((s) => Date.parse(s.endDate.date));
      expect(await ends()).toEqual([Date.parse('2027-01-16T05:59:59Z'), Date.parse('2027-01-16T05:59:59Z')]);

      await expectHttpError(backend.api.spaces.updateEndTimes({ spaceIDArr: [spaceID], endTime: '' }), 400, { endTime: 'Please select an end date' });
      await expectHttpError(backend.api.spaces.updateEndTimes({ spaceIDArr: [], endTime: '2027-02-01' }), 400, { spaceIDArr: 'Required' });
      await expectHttpError(backend.api.spaces.updateEndTimes({ spaceIDArr: [spaceID, UNKNOWN_ID], endTime: '2027-02-01' }), 404);
      // Before the spaces' start (2026-01-01): refused for all.
      await expectHttpError(backend.api.spaces.updateEndTimes({ spaceIDArr: [spaceID, second.spaceID], endTime: '2025-12-01' }), 400);
      expect(await ends()).toEqual([Date.parse('2027-01-16T05:59:59Z'), Date.parse('2027-01-16T05:59:59Z')]);
    });
  });

  describe('mail outbox contract', () => {
    const backend = useBackend(makeBackend);

    it("lists a send's delivery across bookings newest first with its booking and template, filters by state, and retries only a failed one", async () => {
      const { bookingID, spaceID } = await backend.setup();
      const ada = await backend.api.registrations.create(guestInput(bookingID, { first: 'Ada', email: 'ada@example.com' }));
      const { emailTemplateID } = await backend.api.emailTemplates.create({ bookingID, emailTemplateName: 'Outbox Note' });
      await backend.api.emailTemplates.update({ bookingID, emailTemplateID, subject: 'Outbox hello', from: 'Events', replyTo: 'events@example.com', body: '<p>Hi</p>', system: false, html: true });
      await backend.api.emailTemplates.send({ bookingID, spaceID, emailTemplateID, toSend: [ada.registrationID] });
      const booking = await backend.api.bookings.get({ bookingID });

      const [latest] = await backend.api.maintenance.mailDeliveries();
      expect(latest).toEqual({
        deliveryID: expect.any(String),
        recipient: 'ada@example.com',
        subject: 'Outbox hello',
        bookingID,
        bookingName: booking.name,
        emailTemplateID,
        emailTemplateName: 'Outbox Note',
        state: expect.stringMatching(/^(queued|sent)$/),
        reason: '',
        attempts: expect.any(Number),
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
      });
      expect(await backend.api.maintenance.mailDeliveries({ limit: 1 })).toHaveLength(1);
      expect((await backend.api.maintenance.mailDeliveries({ state: 'failed' })).map((d) => d.deliveryID)).not.toContain(latest.deliveryID);
      // The server's worker may deliver it meanwhile: each filter answers only its own state.
      for (const state of ['queued', 'sent'] as const) {
        for (const delivery of await backend.api.maintenance.mailDeliveries({ state })) expect(delivery.state).toBe(state);
      }

      const refused = await expectHttpError(backend.api.maintenance.retryMailDelivery({ deliveryID: latest.deliveryID }), 409);
      expect(refused.message).toBe(MAIL_RETRY_NOT_FAILED);
      await expectHttpError(backend.api.maintenance.retryMailDelivery({ deliveryID: UNKNOWN_ID }), 404);
    });
  });
}
