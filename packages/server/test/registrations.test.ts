import type { Booking, Registration } from '@greenroom/core';
import { messages } from '@greenroom/core/rules';
import { createBooking, person, startBookingServer, type Tenant } from './bookingFixtures';
import { injectAs, type Method, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let admin: TestUser;

beforeAll(async () => {
  ({ server, tenant, other, admin } = await startBookingServer());
});
afterAll(async () => {
  await server.close();
});

const inject = (user: TestUser, method: Method, url: string, payload?: unknown) => injectAs(server, user, method, url, payload);

async function getBooking(bookingID: string): Promise<Booking> {
  return (await inject(tenant.producer, 'GET', `/booking?bookingID=${bookingID}`)).json<Booking>();
}

async function updateBooking(bookingID: string, change: Partial<Booking>): Promise<void> {
  const response = await inject(tenant.producer, 'PUT', '/booking', { ...(await getBooking(bookingID)), ...change });
  expect(response.statusCode, response.body).toBe(200);
}

async function storedRegistrations(bookingID: string) {
  return server.db.selectFrom('registrations').selectAll().where('booking_id', '=', bookingID).execute();
}

const internationalFields = (booking: Booking) =>
  booking.intakeFields.map((f) => (f.name === 'Address' ? { ...f, type: 'international' as const, mandatory: true } : f));

describe('POST /registration', () => {
  it('creates an attendee with a personal login code and counts it on the booking', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const response = await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { first: ' Ada ', phone: '5551234567' }));
    expect(response.statusCode).toBe(201);
    const created = response.json<Registration>();
    expect(created).toEqual({
      registrationID: expect.any(String),
      bookingID: booking.bookingID,
      loginCode: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      brand: false,
      allowEarlyAccess: false,
      emails: [],
      registrationData: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        company: 'Engines',
        emailAddress: 'ada@example.com',
        phone: '(555) 123-4567',
        address: { addressLine1: '1 Main St', addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
      },
      timeZone: '',
      status: 'approved',
      language: '',
      waitlistPosition: null,
      offerExpiresAt: null,
      version: 1,
    });
    expect((await getBooking(booking.bookingID)).registrationCount).toBe(1);
    const list = await inject(tenant.producer, 'GET', `/attendees/all?bookingID=${booking.bookingID}`);
    expect(list.json()).toEqual([created]);
  });

  it('checks the form rules of the booking and stores nothing on error', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ first: '  ' }, { first: 'Required' }],
      [{ email: 'ada@' }, { email: 'Email must be a valid email address' }],
      [{ company: 'c'.repeat(51) }, { company: messages.maxLength(50) }],
      [{ last: 'l'.repeat(51), email: `${'e'.repeat(45)}@x.com` }, { last: messages.maxLength(50), email: messages.maxLength(50) }],
      [{ address: { addressLine1: 'x'.repeat(251), zipCode: '123456' } }, { addressLine1: messages.maxLength(250), zipCode: messages.maxLength(5) }],
      [{ phone: '555' }, { phone: messages.phoneInvalid }],
    ];
    for (const [change, fieldErrors] of cases) {
      const response = await inject(tenant.producer, 'POST', '/registration', { ...person(booking.bookingID), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().fieldErrors).toEqual(fieldErrors);
    }
    expect(await storedRegistrations(booking.bookingID)).toEqual([]);
  });

  it('follows the booking’s mandatory fields and international address type', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    await updateBooking(booking.bookingID, {
      intakeFields: internationalFields(booking).map((f) => (f.name === 'Email' ? { ...f, mandatory: true } : f.name === 'First Name' ? { ...f, visible: false } : f)),
    });
    const refused = await inject(tenant.producer, 'POST', '/registration', {
      ...person(booking.bookingID),
      first: '',
      email: '',
      address: { addressLine1: '1 High St', city: 'Leeds', zipPostalCode: 'LS1 1AAAAAA', country: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      email: 'Required',
      stateProvinceRegion: 'Required',
      zipPostalCode: messages.maxLength(10),
      country: 'Required',
    });
    const accepted = await inject(tenant.producer, 'POST', '/registration', {
      ...person(booking.bookingID),
      first: '',
      address: { addressLine1: '1 High St', city: 'Leeds', stateProvinceRegion: 'Yorkshire', zipPostalCode: 'LS1 1AA', country: 'UK', state: 'dropped' },
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().registrationData.address).toEqual({
      addressLine1: '1 High St',
      addressLine2: '',
      city: 'Leeds',
      stateProvinceRegion: 'Yorkshire',
      zipPostalCode: 'LS1 1AA',
      country: 'UK',
    });
  });

  it('refuses unknown fields and another producer’s booking', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    expect((await inject(tenant.producer, 'POST', '/registration', { ...person(booking.bookingID), vip: true })).statusCode).toBe(400);
    expect((await inject(other.producer, 'POST', '/registration', person(booking.bookingID))).statusCode).toBe(404);
    expect(await storedRegistrations(booking.bookingID)).toEqual([]);
  });

  it('refuses registrations past the capacity, or past the registration capacity when specified', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID, { capacity: 2 });
    for (const first of ['A', 'B']) expect((await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { first }))).statusCode).toBe(201);
    const full = await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { first: 'C' }));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: 'This booking has reached its registration capacity of 2.', code: 'CapacityReached' });
    // Presenters do not take attendee places.
    expect((await inject(tenant.producer, 'POST', '/presenter', person(booking.bookingID, { first: 'P' }))).statusCode).toBe(201);
    await updateBooking(booking.bookingID, { useRegistrationCapacity: true, registrationCapacity: 3 });
    expect((await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { first: 'C' }))).statusCode).toBe(201);
    expect((await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { first: 'D' }))).statusCode).toBe(409);
    expect((await getBooking(booking.bookingID)).registrationCount).toBe(3);
  });
});

describe('GET /attendees/all', () => {
  it('answers 200 with [] when there are none (issue 25), then the list by last and first name', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const url = `/attendees/all?bookingID=${booking.bookingID}`;
    const empty = await inject(tenant.producer, 'GET', url);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    for (const [first, last] of [['Zed', 'Adams'], ['amy', 'Baker'], ['Ann', 'adams']]) {
      await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID, { first, last }));
    }
    await inject(tenant.producer, 'POST', '/presenter', person(booking.bookingID, { first: 'Not', last: 'Listed' }));
    const list = (await inject(tenant.producer, 'GET', url)).json<Registration[]>();
    expect(list.map((r) => `${r.registrationData.firstName} ${r.registrationData.lastName}`)).toEqual(['Ann adams', 'Zed Adams', 'amy Baker']);
    expect((await inject(other.producer, 'GET', url)).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /registration', () => {
  let booking: Booking;
  let registration: Registration;
  beforeEach(async () => {
    booking = await createBooking(server, tenant.producer, tenant.spaceID);
    registration = (await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID))).json<Registration>();
  });

  it('updates details and flags', async () => {
    const response = await inject(tenant.producer, 'PUT', '/registration', {
      ...person(booking.bookingID, { first: 'Augusta', brand: true, allowEarlyAccess: true }),
      registrationID: registration.registrationID,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ brand: true, allowEarlyAccess: true, loginCode: registration.loginCode, registrationData: { firstName: 'Augusta' } });
    const [row] = await storedRegistrations(booking.bookingID);
    expect(JSON.parse(row.registration_data).firstName).toBe('Augusta');
  });

  it('refuses bad input, a presenter, a registration of another booking and another producer', async () => {
    const update = (user: TestUser, change: Record<string, unknown>) =>
      inject(user, 'PUT', '/registration', { ...person(booking.bookingID), registrationID: registration.registrationID, ...change });
    expect((await update(tenant.producer, { email: 'nope' })).json().fieldErrors).toEqual({ email: 'Email must be a valid email address' });
    const presenter = (await inject(tenant.producer, 'POST', '/presenter', person(booking.bookingID))).json<Registration>();
    expect((await update(tenant.producer, { registrationID: presenter.registrationID, first: 'X' })).statusCode).toBe(404);
    const second = await createBooking(server, tenant.producer, tenant.spaceID);
    expect((await update(tenant.producer, { bookingID: second.bookingID, first: 'X' })).statusCode).toBe(404);
    expect((await update(other.producer, { first: 'X' })).statusCode).toBe(404);
    const [row] = (await storedRegistrations(booking.bookingID)).filter((r) => r.kind === 'attendee');
    expect(JSON.parse(row.registration_data).firstName).toBe('Ada');
  });

  it('deletes, and refuses another producer', async () => {
    const url = `/registration?registrationID=${registration.registrationID}`;
    expect((await inject(other.producer, 'DELETE', url)).statusCode).toBe(404);
    expect(await storedRegistrations(booking.bookingID)).toHaveLength(1);
    expect((await inject(tenant.producer, 'DELETE', url)).statusCode).toBe(204);
    expect(await storedRegistrations(booking.bookingID)).toEqual([]);
    expect((await getBooking(booking.bookingID)).registrationCount).toBe(0);
    expect((await inject(tenant.producer, 'DELETE', url)).statusCode).toBe(404);
  });

  it('regenerates the login code; the old one stops working', async () => {
    const lookup = (code: string) => inject(admin, 'GET', `/login-admin?loginCode=${code}`);
    expect((await lookup(registration.loginCode)).statusCode).toBe(200);
    const response = await inject(tenant.producer, 'PUT', '/registration/login/regenerate', { registrationID: registration.registrationID });
    expect(response.statusCode).toBe(200);
    const code = response.json<string>();
    expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(code).not.toBe(registration.loginCode);
    expect((await lookup(registration.loginCode)).statusCode).toBe(404);
    expect((await lookup(code)).json()).toEqual({ bookingID: booking.bookingID });
    expect((await inject(other.producer, 'PUT', '/registration/login/regenerate', { registrationID: registration.registrationID })).statusCode).toBe(404);
    expect((await storedRegistrations(booking.bookingID))[0].login_code).toBe(code);
  });
});

describe('POST /registrations/bulk', () => {
  const row = (i: number, change: Record<string, unknown> = {}) => {
    const { bookingID: _bookingID, ...fields } = person('x', { first: `First${i}`, last: `Last${i}`, email: `p${i}@example.com` });
    return { ...fields, ...change };
  };

  it('stores every row in one go', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const response = await inject(tenant.producer, 'POST', '/registrations/bulk', { bookingID: booking.bookingID, rows: [row(1), row(2, { brand: true }), row(3)] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, created: 3 });
    const stored = await storedRegistrations(booking.bookingID);
    expect(stored.map((r) => r.brand).sort()).toEqual([0, 0, 1]);
    expect(new Set(stored.map((r) => r.login_code)).size).toBe(3);
    expect((await getBooking(booking.bookingID)).registrationCount).toBe(3);
  });

  it('answers every bad row and stores nothing', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    const response = await inject(tenant.producer, 'POST', '/registrations/bulk', {
      bookingID: booking.bookingID,
      rows: [row(0), row(1, { first: '' }), row(2), row(3, { email: 'bad', address: { zipCode: '1234567' } })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ok: false,
      message: '2 of 4 rows are invalid; nothing was imported.',
      errors: [
        { row: 1, fieldErrors: { first: 'Required' } },
        { row: 3, fieldErrors: { email: 'Email must be a valid email address', zipCode: messages.maxLength(5) } },
      ],
    });
    expect(await storedRegistrations(booking.bookingID)).toEqual([]);
  });

  it('refuses an import past the registration capacity and stores nothing', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID, { capacity: 3 });
    await inject(tenant.producer, 'POST', '/registration', person(booking.bookingID));
    const response = await inject(tenant.producer, 'POST', '/registrations/bulk', { bookingID: booking.bookingID, rows: [row(1), row(2), row(3)] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This booking has reached its registration capacity of 3.');
    expect(await storedRegistrations(booking.bookingID)).toHaveLength(1);
  });

  it('refuses another producer’s booking and more than 10,000 rows', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    expect((await inject(other.producer, 'POST', '/registrations/bulk', { bookingID: booking.bookingID, rows: [row(1)] })).statusCode).toBe(404);
    const tooMany = await inject(tenant.producer, 'POST', '/registrations/bulk', {
      bookingID: booking.bookingID,
      rows: Array.from({ length: 10_001 }, () => ({ first: 'A', last: '', email: '', company: '', phone: '', address: {}, brand: false, allowEarlyAccess: false })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await storedRegistrations(booking.bookingID)).toEqual([]);
  });

  it('imports 10,000 rows in one call', async () => {
    const booking = await createBooking(server, tenant.producer, tenant.spaceID);
    // Beyond the 4-digit registration capacity the console can set: a booking sized for the budget.
    await server.db.updateTable('bookings').set({ registration_capacity: 10_000, use_registration_capacity: 1 }).where('booking_id', '=', booking.bookingID).execute();
    const rows = Array.from({ length: 10_000 }, (_, i) => row(i));
    const response = await inject(tenant.producer, 'POST', '/registrations/bulk', { bookingID: booking.bookingID, rows });
    expect(response.json()).toEqual({ ok: true, created: 10_000 });
    expect((await getBooking(booking.bookingID)).registrationCount).toBe(10_000);
  });
});
