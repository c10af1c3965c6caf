import { GUEST_FLOW_TEXTS } from '@greenroom/core/rules';
import type { Booking } from '@greenroom/core';
import { createBooking, person, startBookingServer, type Tenant } from './bookingFixtures';
import { injectAs, type Method, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  ({ server, tenant } = await startBookingServer());
});
afterAll(async () => {
  await server.close();
});

const inject = (user: TestUser, method: Method, url: string, payload?: unknown) => injectAs(server, user, method, url, payload);
const stored = (bookingID: string) =>
  server.db.selectFrom('registrations').selectAll().where('booking_id', '=', bookingID).orderBy('created_at').execute();
const row = (i: number, change: Record<string, unknown> = {}) => {
  const { bookingID: _bookingID, ...fields } = person('x', { first: `First${i}`, last: `Last${i}`, email: `p${i}@example.com` });
  return { ...fields, ...change };
};
const bulk = (booking: Booking, rows: unknown[], options: Record<string, boolean> = {}) =>
  inject(tenant.producer, 'POST', '/registrations/bulk', { bookingID: booking.bookingID, rows, ...options });

describe('POST /registrations/bulk with dryRun', () => {
  it('classifies every row with the server’s rules and stores nothing', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    await bulk(booking, [row(1), row(2)], { updateByEmail: true });
    const response = await bulk(booking, [row(1), row(2, { first: 'Changed' }), row(3), row(3, { email: ' P3@EXAMPLE.com ' })], {
      dryRun: true,
      updateByEmail: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      dryRun: true,
      created: 1,
      updated: 1,
      unchanged: 1,
      duplicates: 1,
      statuses: ['unchanged', 'update', 'new', 'duplicate'],
    });
    expect((await stored(booking.bookingID)).map((r) => JSON.parse(r.registration_data).firstName)).toEqual(['First1', 'First2']);
  });

  it('answers every bad row with its status, 400, nothing stored', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const response = await bulk(booking, [row(1), row(2, { email: 'bad' })], { dryRun: true, updateByEmail: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ok: false,
      message: '1 of 2 rows are invalid; nothing was imported.',
      errors: [{ row: 1, fieldErrors: { email: 'Email must be a valid email address' } }],
      statuses: ['new', 'error'],
    });
    expect(await stored(booking.bookingID)).toEqual([]);
  });

  it('answers 409 with the capacity message when the new rows would not fit', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID, { capacity: 2 });
    const response = await bulk(booking, [row(1), row(2), row(3)], { dryRun: true, updateByEmail: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This booking has reached its registration capacity of 2.');
  });
});

describe('POST /registrations/bulk with updateByEmail', () => {
  it('updates the guest with the same email, keeps its login code and early access, and adds only new rows', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    await inject(tenant.producer, 'POST', '/registration', { ...person(booking.bookingID, { email: 'p1@example.com' }), allowEarlyAccess: true });
    const [before] = await stored(booking.bookingID);
    const response = await bulk(booking, [row(1, { first: 'Renamed', brand: true }), row(2)], { updateByEmail: true });
    expect(response.json()).toEqual({ ok: true, created: 1, updated: 1, unchanged: 0, duplicates: 0, statuses: ['update', 'new'] });
    const after = await stored(booking.bookingID);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ registration_id: before.registration_id, login_code: before.login_code, brand: 1, allow_early_access: 1 });
    expect(JSON.parse(after[0].registration_data).firstName).toBe('Renamed');
  });

  it('changes nothing when the same file is imported again', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const rows = [row(1), row(2), row(2), row(3, { email: '' })];
    expect((await bulk(booking, rows, { updateByEmail: true })).json()).toMatchObject({ created: 3, duplicates: 1 });
    const first = await stored(booking.bookingID);
    const again = await bulk(booking, rows, { updateByEmail: true });
    expect(again.json()).toEqual({ ok: true, created: 0, updated: 0, unchanged: 3, duplicates: 1, statuses: ['unchanged', 'unchanged', 'duplicate', 'unchanged'] });
    expect(await stored(booking.bookingID)).toEqual(first);
  });

  it('stores nothing when a row is bad', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const response = await bulk(booking, [row(1), row(2, { first: '' })], { updateByEmail: true });
    expect(response.statusCode).toBe(400);
    expect(await stored(booking.bookingID)).toEqual([]);
  });
});

// Issue 27: a guest file's Language and Time Zone columns reach the stored registration.
const preferencesOf = async (bookingID: string) =>
  (await stored(bookingID)).map((r) => ({ email: JSON.parse(r.registration_data).emailAddress, language: r.language, timeZone: r.time_zone }));

describe('POST /registrations/bulk with a language column', () => {
  it("stores each row's language as languageCodeOf makes it, and its time zone; the list answers them", async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const response = await bulk(booking, [row(1, { language: 'DE', timeZone: 'Europe/Berlin' }), row(2, { language: 'de-de' }), row(3)]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, created: 3 });
    expect(await preferencesOf(booking.bookingID)).toEqual([
      { email: 'p1@example.com', language: 'de', timeZone: 'Europe/Berlin' },
      { email: 'p2@example.com', language: 'de-DE', timeZone: '' },
      { email: 'p3@example.com', language: '', timeZone: '' },
    ]);
    const listed = await inject(tenant.producer, 'GET', `/attendees/all?bookingID=${booking.bookingID}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().find((guest: { registrationData: { emailAddress: string } }) => guest.registrationData.emailAddress === 'p1@example.com')).toMatchObject({
      language: 'de',
      timeZone: 'Europe/Berlin',
    });
  });

  it("answers 400 naming the rows whose language or zone names none ('German', 'xx-'), and stores nothing", async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const response = await bulk(booking, [row(1, { language: 'German' }), row(2), row(3, { language: 'xx-', timeZone: 'Mars/Olympus' })]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ok: false,
      message: '2 of 3 rows are invalid; nothing was imported.',
      errors: [
        { row: 0, fieldErrors: { language: GUEST_FLOW_TEXTS.language } },
        { row: 2, fieldErrors: { language: GUEST_FLOW_TEXTS.language, timeZone: 'Please select a valid time zone' } },
      ],
    });
    expect(await stored(booking.bookingID)).toEqual([]);
  });

  it("updates a stored guest's language by email (a dry run first shows it), and a row without one keeps it", async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    await bulk(booking, [row(1, { language: 'en', timeZone: 'America/New_York' })]);
    const preview = await bulk(booking, [row(1, { language: 'de' })], { dryRun: true, updateByEmail: true });
    expect(preview.json()).toMatchObject({ ok: true, dryRun: true, updated: 1, statuses: ['update'] });
    expect((await preferencesOf(booking.bookingID))[0].language).toBe('en');

    const versionBefore = (await stored(booking.bookingID))[0].version;
    const response = await bulk(booking, [row(1, { email: 'P1@example.com', language: 'de' })], { updateByEmail: true });
    expect(response.json()).toMatchObject({ ok: true, created: 0, updated: 1 });
    expect(await preferencesOf(booking.bookingID)).toEqual([{ email: 'p1@example.com', language: 'de', timeZone: 'America/New_York' }]);
    expect((await stored(booking.bookingID))[0].version).toBe(versionBefore + 1);

    const same = await bulk(booking, [row(1, { language: '' })], { updateByEmail: true });
    expect(same.json()).toMatchObject({ ok: true, updated: 0, unchanged: 1 });
    expect((await preferencesOf(booking.bookingID))[0].language).toBe('de');
  });
});
