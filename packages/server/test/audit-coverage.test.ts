// Issue 32 §10–§11: bulk imports, sends, guest deletes, super-admin booking edits and skin changes
// are audited in the same transaction as the change, route by route; a refused or dry-run import
// changes nothing at all, not even the space's booking-list revision.
import type { AuditEntry, Booking, Registration } from '@greenroom/core';
import { createBooking, person, startBookingServer, type Tenant } from './bookingFixtures';
import { injectAs, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let tenant: Tenant;
let admin: TestUser;
beforeAll(async () => {
  ({ server, tenant, admin } = await startBookingServer());
});
afterAll(async () => {
  await server.close();
});

const latest = async (): Promise<AuditEntry> => (await injectAs(server, admin, 'GET', '/audit?limit=1')).json<AuditEntry[]>()[0];
const auditCount = async () => (await injectAs(server, admin, 'GET', '/audit?limit=1000')).json<AuditEntry[]>().length;
const revision = async () =>
  (await server.db.selectFrom('booking_list_revisions').select('revision').where('space_id', '=', tenant.spaceID).executeTakeFirst())?.revision;
const row = (i: number, change: Record<string, unknown> = {}) => {
  const { bookingID: _bookingID, ...fields } = person('x', { first: `First${i}`, last: `Last${i}`, email: `p${i}@example.com` });
  return { ...fields, ...change };
};
const bulk = (booking: Booking, rows: unknown[], options: Record<string, boolean> = {}) =>
  injectAs(server, tenant.producer, 'POST', '/registrations/bulk', { bookingID: booking.bookingID, rows, ...options });

describe('a refused bulk import changes nothing (§10)', () => {
  it.each([
    ['update by email with a bad row', { updateByEmail: true }, [row(1), row(2, { email: 'bad' })], 400],
    ['a dry run', { dryRun: true, updateByEmail: true }, [row(1)], 200],
    ['a dry run with a bad row', { dryRun: true }, [row(1, { email: 'bad' })], 400],
    ['past the capacity', { updateByEmail: true }, Array.from({ length: 30 }, (_, i) => row(i)), 409],
    ['past the capacity (plain)', {}, Array.from({ length: 30 }, (_, i) => row(i)), 409],
  ])('%s: no registration, no revision move, no audit entry', async (_name, options, rows, status) => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const [before, entries] = [await revision(), await auditCount()];
    const r = await bulk(booking, rows, options);
    expect(r.statusCode).toBe(status);
    expect(await revision()).toBe(before);
    expect(await auditCount()).toBe(entries);
    expect(await server.db.selectFrom('registrations').select('registration_id').where('booking_id', '=', booking.bookingID).execute()).toEqual([]);
  });
});

describe('audit entries, route by route (§11)', () => {
  it('POST /registrations/bulk (plain and update by email)', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    expect((await bulk(booking, [row(1), row(2)])).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: 'guests.import', target: booking.bookingID, producerID: tenant.producer.producerID, after: { created: 2 } });
    expect((await bulk(booking, [row(1, { first: 'Changed' }), row(3)], { updateByEmail: true })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: 'guests.import', target: booking.bookingID, after: { created: 1, updated: 1 } });
  });

  it('POST /email-parse-request', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const guest = (await injectAs(server, tenant.producer, 'POST', '/registration', person(booking.bookingID))).json<Registration>();
    const templateID = Object.values(booking.emailTemplates).find((t) => t.name === 'Attendee Invite Link')!.id;
    const r = await injectAs(server, tenant.producer, 'POST', '/email-parse-request', {
      bookingID: booking.bookingID,
      spaceID: tenant.spaceID,
      emailTemplateID: templateID,
      toSend: [guest.registrationID],
    });
    expect(r.statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'mail.send',
      target: booking.bookingID,
      producerID: tenant.producer.producerID,
      after: { sendID: r.json().sendID, emailTemplateID: templateID, queued: 1 },
    });
  });

  it('DELETE /registration and DELETE /presenter', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const guest = (await injectAs(server, tenant.producer, 'POST', '/registration', person(booking.bookingID))).json<Registration>();
    expect((await injectAs(server, tenant.producer, 'DELETE', `/registration?registrationID=${guest.registrationID}`)).statusCode).toBe(204);
    expect(await latest()).toMatchObject({
      action: 'guest.delete',
      target: guest.registrationID,
      before: { bookingID: booking.bookingID, kind: 'attendee', firstName: 'Ada', emailAddress: 'ada@example.com' },
      after: null,
    });
    const presenter = (await injectAs(server, tenant.producer, 'POST', '/presenter', person(booking.bookingID, { first: 'Grace' }))).json<Registration>();
    const url = `/presenter?bookingID=${booking.bookingID}&registrationID=${presenter.registrationID}`;
    expect((await injectAs(server, tenant.producer, 'DELETE', url)).statusCode).toBe(204);
    expect(await latest()).toMatchObject({ action: 'guest.delete', target: presenter.registrationID, before: { kind: 'presenter', firstName: 'Grace' } });
    // A refused delete records nothing.
    const entries = await auditCount();
    expect((await injectAs(server, tenant.producer, 'DELETE', `/registration?registrationID=${guest.registrationID}`)).statusCode).toBe(404);
    expect(await auditCount()).toBe(entries);
  });

  it('PUT /booking by a super-admin (a producer editing its own booking is not an admin change)', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const own = await injectAs(server, tenant.producer, 'PUT', '/booking', { ...booking, name: 'Renamed by producer' });
    expect(own.statusCode).toBe(200);
    const entries = await auditCount();
    const saved = own.json<Booking>();
    const r = await injectAs(server, admin, 'PUT', '/booking', { ...saved, name: 'Renamed by admin', capacity: 30 });
    expect(r.statusCode).toBe(200);
    expect(await auditCount()).toBe(entries + 1);
    expect(await latest()).toMatchObject({
      action: 'booking.adminUpdate',
      target: booking.bookingID,
      producerID: admin.producerID,
      before: { name: 'Renamed by producer', capacity: 20 },
      after: { name: 'Renamed by admin', capacity: 30 },
    });
  });

  it('PUT /skin/*', async () => {
    const r = await injectAs(server, tenant.producer, 'PUT', '/skin/world', { spaceID: tenant.spaceID, property: 'qaDisplayBackgroundColor', value: '#112233' });
    expect(r.statusCode).toBe(204);
    expect(await latest()).toMatchObject({
      action: 'skin.update',
      target: tenant.spaceID,
      before: null,
      after: { group: 'worldSkin', property: 'qaDisplayBackgroundColor', value: '#112233' },
    });
    await injectAs(server, tenant.producer, 'PUT', '/skin/world', { spaceID: tenant.spaceID, property: 'qaDisplayBackgroundColor', value: '#445566' });
    expect(await latest()).toMatchObject({ before: { value: '#112233' }, after: { value: '#445566' } });
  });
});
