import { describe, expect, it } from 'vitest';
import { HttpError } from '../api/HttpError';
import type { Producer } from '../entities';
import { ATTENDANCE_ALREADY_CLOSED, END_BEFORE_ENTRY } from '../rules/index';
import { repairUsage } from './usageRepair';
import { createMemoryApi } from './createMemoryApi';
import { createDemoSeed } from './demoSeed';
import { createStore } from './store';

const NOW = new Date('2026-11-21T15:00:00Z');
const thrown = (work: () => void): HttpError => {
  try {
    work();
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('Expected a refusal');
};

describe('memory usage repair', () => {
  // booking-2: attendee-4 left, attendee-5 is still in.
  const setup = () => {
    const store = createStore(createDemoSeed({ now: NOW }));
    const open = store.attendance.get('attendee-5');
    if (!open) throw new Error('The demo seed has no attendee-5.');
    return { store, open, startMs: Date.parse(open.startTime) };
  };

  it('closes the chosen open record at the end time with its seconds in the room', () => {
    const { store, open, startMs } = setup();
    repairUsage(store, { attendees: ['attendee-5'], endTime: new Date(startMs + 90_000).toISOString(), bookingID: 'booking-2' });
    expect(open.endTime).toBe(new Date(startMs + 90_000).toISOString().replace('.000', ''));
    expect(open.totalSeconds).toBe(90);
  });

  it('refuses a closed record (409), an end before entry (400) and a record of another booking (404), changing nothing', () => {
    const { store, open, startMs } = setup();
    const later = new Date(startMs + 60_000).toISOString();
    const closed = thrown(() => repairUsage(store, { attendees: ['attendee-5', 'attendee-4'], endTime: later, bookingID: 'booking-2' }));
    expect([closed.status, closed.message]).toEqual([409, ATTENDANCE_ALREADY_CLOSED]);
    const early = thrown(() => repairUsage(store, { attendees: ['attendee-5'], endTime: new Date(startMs - 1000).toISOString(), bookingID: 'booking-2' }));
    expect([early.status, early.fieldErrors]).toEqual([400, { endTime: END_BEFORE_ENTRY }]);
    expect(thrown(() => repairUsage(store, { attendees: ['attendee-1'], endTime: later, bookingID: 'booking-2' })).status).toBe(404);
    expect(open.endTime).toBe('');
  });
});

describe('memory audit log', () => {
  it('records each admin change with before and after, newest first, and answers the outbox empty', async () => {
    const api = createMemoryApi(createDemoSeed({ now: NOW }), { delay: 0 });
    const project = await api.projects.create({ name: 'Gala' });
    const producer = (await api.producers.list()).find((p) => p.role === 1) as Producer;
    await api.producers.updateProjects({ producerID: producer.producerID, projects: { [project.projectID]: { projectID: project.projectID, projectName: 'Gala' } } });
    await api.maintenance.deleteCache({ bookingID: 'booking-1' });
    await expect(api.projects.create({ name: ' ' })).rejects.toBeInstanceOf(HttpError);

    const log = await api.maintenance.auditLog();
    expect(log.map((e) => [e.action, e.target])).toEqual([
      ['cache.delete', 'booking-1'],
      ['producer.projects', producer.producerID],
      ['project.create', project.projectID],
    ]);
    expect(log[1]).toMatchObject({ producerID: 'producer-admin', before: { projects: Object.keys(producer.projects) }, after: { projects: [project.projectID] } });
    expect(log[2]).toMatchObject({ before: null, after: { projectID: project.projectID, projectName: 'Gala' } });
    expect(await api.maintenance.auditLog({ limit: 1 })).toHaveLength(1);
    expect(await api.maintenance.outbox()).toEqual([]);
  });
});

describe('memory audit log of guest changes (issue 32 §11, as the server records them)', () => {
  it('records bulk imports and guest deletes with the same rules as the server, and nothing for a refused import', async () => {
    const api = createMemoryApi(createDemoSeed({ now: NOW }), { delay: 0 });
    const row = { first: 'Ada', last: 'Lovelace', email: 'ada@import.example', company: '', phone: '', address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' }, brand: false, allowEarlyAccess: false };
    await expect(api.registrations.bulkCreate({ bookingID: 'booking-1', rows: [row] })).resolves.toMatchObject({ ok: true, created: 1 });
    await api.registrations.bulkCreate({ bookingID: 'booking-1', rows: [{ ...row, email: 'bad' }] });
    const guest = (await api.registrations.listAttendees({ bookingID: 'booking-1' })).find((r) => r.registrationData.emailAddress === 'ada@import.example')!;
    await api.registrations.delete({ registrationID: guest.registrationID });
    const log = await api.maintenance.auditLog();
    expect(log.map((e) => [e.action, e.target])).toEqual([
      ['guest.delete', guest.registrationID],
      ['guests.import', 'booking-1'],
    ]);
    expect(log[0].before).toEqual({ bookingID: 'booking-1', kind: 'attendee', firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@import.example' });
    expect(log[1].after).toEqual({ created: 1, updated: 0 });
  });
});

describe('memory audit log of sends, skin changes and booking edits (issue 32 §11, as the server records them)', () => {
  it('records mail.send, skin.update and booking.adminUpdate with the shared rules, and nothing for a refused change', async () => {
    const api = createMemoryApi(createDemoSeed({ now: NOW }), { delay: 0 });
    const booking = await api.bookings.get({ bookingID: 'booking-1' });
    const guest = (await api.registrations.listAttendees({ bookingID: 'booking-1' }))[0];
    const templateID = Object.keys(booking.emailTemplates)[0];
    const sent = await api.emailTemplates.send({ bookingID: 'booking-1', spaceID: booking.spaceID, emailTemplateID: templateID, toSend: [guest.registrationID] });
    await api.skins.updateWorld({ spaceID: booking.spaceID, property: 'qaDisplayBackgroundColor', value: '#112233' });
    await api.skins.updateWorld({ spaceID: booking.spaceID, property: 'qaDisplayBackgroundColor', value: '#445566' });
    await expect(api.skins.updateWorld({ spaceID: booking.spaceID, property: 'qaDisplayBackgroundColor', value: 'green' })).rejects.toBeInstanceOf(HttpError);
    await api.bookings.update({ booking: { ...booking, name: 'Renamed by admin', capacity: booking.capacity + 10 } });
    await expect(api.bookings.update({ booking: { ...booking, name: 'Stale' } })).rejects.toBeInstanceOf(HttpError);

    const log = await api.maintenance.auditLog();
    expect(log.map((e) => [e.action, e.target])).toEqual([
      ['booking.adminUpdate', 'booking-1'],
      ['skin.update', booking.spaceID],
      ['skin.update', booking.spaceID],
      ['mail.send', 'booking-1'],
    ]);
    expect(log[0]).toMatchObject({ before: { name: booking.name, capacity: booking.capacity }, after: { name: 'Renamed by admin', capacity: booking.capacity + 10 } });
    expect(Object.keys(log[0].after as object).sort()).toEqual(['capacity', 'name']);
    expect(log[1]).toMatchObject({ before: { group: 'worldSkin', property: 'qaDisplayBackgroundColor', value: '#112233' }, after: { value: '#445566' } });
    expect(log[2].after).toEqual({ group: 'worldSkin', property: 'qaDisplayBackgroundColor', value: '#112233' });
    expect(log[3].after).toEqual({ sendID: sent.sendID, emailTemplateID: templateID, queued: 1 });
  });
});
