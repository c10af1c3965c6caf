import type { Booking, Registration } from '@greenroom/core';
import { DEFAULT_ERROR_MESSAGES } from '@greenroom/core/rules';
import ical, { type VEvent } from 'node-ical';
import { bookingPayload, createTenant, freshProducerCall, person, type Tenant } from './bookingFixtures';
import { createTestServer, type Method, type TestServer } from './helpers';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await createTestServer();
  tenant = await createTenant(server);
});
afterAll(async () => {
  await server.close();
});

/** A producer call, signed in afresh because the tests move the clock across days. */
const producer = (method: Method, url: string, payload?: unknown) => freshProducerCall(server, tenant.producer)(method, url, payload);
const get = (url: string) => server.app.inject({ method: 'GET', url: `/api/guest${url}` });
const signUp = (payload: object) => server.app.inject({ method: 'POST', url: '/api/guest/sign-up', payload });
const at = (iso: string) => server.clock.set(iso);

async function updateBooking(change: Partial<Booking>): Promise<Booking> {
  const current = (await producer('GET', `/booking?bookingID=${booking.bookingID}`)).json<Booking>();
  const response = await producer('PUT', '/booking', { ...current, ...change });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Booking>();
}

const registrationData = {
  firstName: 'Grace',
  lastName: 'Hopper',
  company: '',
  emailAddress: 'grace@example.com',
  phone: '5551234567',
  address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
};

let booking: Booking;
let attendee: Registration;
beforeEach(async () => {
  at('2026-11-20T12:00:00Z');
  booking = JSON.parse((await producer('POST', '/booking', bookingPayload(tenant.spaceID))).json<string>()) as Booking;
  attendee = (await producer('POST', '/registration', { ...person(booking.bookingID, { first: 'Ada' }), timeZone: 'Europe/Berlin' })).json<Registration>();
});

describe('GET /api/guest/page', () => {
  it("answers the join page of a personal link, the room's state following the server's clock", async () => {
    const response = await get(`/page?code=${attendee.loginCode}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bookingName: 'Launch',
      start: booking.start,
      end: booking.end,
      enableDoors: false,
      doorsOpen: '2026-11-21T20:30:00Z',
      doorsClosed: '2026-11-21T22:30:00Z',
      accessTime: '2026-11-21T21:00:00Z',
      gracePeriodMinutes: 0,
      roomOpens: '2026-11-21T21:00:00Z',
      roomCloses: '2026-11-21T22:00:00Z',
      roomState: 'notOpenYet',
      linkMessage: booking.errorMessages.attendee,
      firstName: 'Ada',
      timeZone: 'Europe/Berlin',
      supportMessage: '',
      intakeUrl: `http://greenroom.test/guest/intake/${attendee.loginCode}`,
      joinUrl: `http://greenroom.test/guest/attendee-join/${attendee.loginCode}`,
      status: 'approved',
      waitlistPosition: null,
      offerExpiresAt: null,
    });
    const state = async () => (await get(`/page?code=${attendee.loginCode}`)).json<{ roomState: string }>().roomState;
    await updateBooking({ capacity: 1, enableDoors: true, supportMessage: 'Call 555-0100', enableSupport: true });
    at('2026-11-21T20:40:00Z');
    expect(await state()).toBe('open');
    expect((await server.app.inject({ method: 'POST', url: '/api/guest/enter', payload: { loginCode: attendee.loginCode } })).statusCode).toBe(201);
    expect((await get(`/page?code=${attendee.loginCode}`)).json()).toMatchObject({ roomState: 'full', roomOpens: '2026-11-21T20:30:00Z', supportMessage: 'Call 555-0100' });
    at('2026-11-21T22:30:00Z');
    expect(await state()).toBe('closed');
  });

  it("refuses an unknown code with core's attendee text, and another link of a booking with the booking's own", async () => {
    const unknown = await get('/page?code=nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: DEFAULT_ERROR_MESSAGES.attendee, code: 'UnknownCode' });
    await updateBooking({ errorMessages: { ...booking.errorMessages, attendee: 'Ask the front desk for a new link.' } });
    expect((await get(`/page?code=${booking.signUpLoginCode}`)).json()).toEqual({ message: 'Ask the front desk for a new link.', code: 'UnknownCode' });
    expect((await get('/page?code=')).statusCode).toBe(400);
  });
});

describe('GET and POST /api/guest/sign-up', () => {
  it('answers the form, registers a guest as the producer would (stored row, time zone), then says full at capacity', async () => {
    await updateBooking({ registrationCapacity: 2, useRegistrationCapacity: true });
    const form = await get(`/sign-up?code=${booking.signUpLoginCode}`);
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({
      bookingName: 'Launch',
      start: booking.start,
      end: booking.end,
      intakeFields: booking.intakeFields,
      addressType: 'US',
      full: false,
      capacityMessage: '',
      supportMessage: '',
      waitlist: false,
    });

    const created = await signUp({ code: booking.signUpLoginCode, registrationData, timeZone: 'America/New_York', language: 'de_de' });
    expect(created.statusCode, created.body).toBe(201);
    const { loginCode, intakeUrl } = created.json<{ loginCode: string; intakeUrl: string }>();
    expect(intakeUrl).toBe(`http://greenroom.test/guest/intake/${loginCode}`);
    const stored = (await producer('GET', `/attendees/all?bookingID=${booking.bookingID}`)).json<Registration[]>();
    expect(stored.find((row) => row.loginCode === loginCode)).toMatchObject({
      registrationData: { ...registrationData, phone: '(555) 123-4567' },
      brand: false,
      allowEarlyAccess: false,
      timeZone: 'America/New_York',
      // The browser's tag, kept as core's languageCodeOf makes it: the guest's mail is written in German.
      language: 'de-DE',
    });
    expect((await get(`/page?code=${loginCode}`)).json()).toMatchObject({ firstName: 'Grace', timeZone: 'America/New_York' });

    expect((await get(`/sign-up?code=${booking.signUpLoginCode}`)).json()).toMatchObject({
      full: true,
      capacityMessage: 'This booking has reached its registration capacity of 2.',
    });
    const refused = await signUp({ code: booking.signUpLoginCode, registrationData });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This booking has reached its registration capacity of 2.', code: 'CapacityReached' });
    expect(await producer('GET', `/attendees/all?bookingID=${booking.bookingID}`).then((r) => r.json<Registration[]>().length)).toBe(2);
  });

  it("refuses bad fields with 400 and core's messages keyed like registrationData, storing nothing", async () => {
    await updateBooking({ intakeFields: booking.intakeFields.map((field) => (field.name === 'Email' ? { ...field, mandatory: true } : field)) });
    const response = await signUp({
      code: booking.signUpLoginCode,
      registrationData: { ...registrationData, firstName: ' ', emailAddress: '', address: { ...registrationData.address, zipCode: '123456' } },
      timeZone: 'Mars/Base',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid request',
      code: 'BadRequest',
      fieldErrors: { firstName: 'Required', emailAddress: 'Required', zipCode: 'Must be at most 5 characters', timeZone: 'Please select a valid time zone' },
    });
    expect((await producer('GET', `/attendees/all?bookingID=${booking.bookingID}`)).json<Registration[]>()).toHaveLength(1);
  });

  it("refuses an unknown code with core's sign-up text, and a closed or other link with the booking's own", async () => {
    expect((await get('/sign-up?code=nope')).json()).toEqual({ message: DEFAULT_ERROR_MESSAGES.signUp, code: 'UnknownCode' });
    await updateBooking({ errorMessages: { ...booking.errorMessages, signUp: 'Registration has closed.' } });
    const other = await get(`/sign-up?code=${attendee.loginCode}`);
    expect([other.statusCode, other.json()]).toEqual([404, { message: 'Registration has closed.', code: 'UnknownCode' }]);
    at('2026-11-21T22:00:00Z');
    expect((await get(`/sign-up?code=${booking.signUpLoginCode}`)).json().message).toBe('Registration has closed.');
    const late = await signUp({ code: booking.signUpLoginCode, registrationData });
    expect([late.statusCode, late.json().message]).toEqual([404, 'Registration has closed.']);
  });
});

describe('GET /api/guest/ics', () => {
  it("downloads the event in its own zone with the personal link, the same UID every time", async () => {
    const response = await get(`/ics?code=${attendee.loginCode}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Launch.ics"');
    expect(response.body).toContain('\r\nDTSTART;TZID=America/Chicago:20261121T150000\r\n');
    expect(response.body).toContain('\r\nBEGIN:VTIMEZONE\r\nTZID:America/Chicago\r\n');
    const parsed = ical.sync.parseICS(response.body);
    expect(parsed.vcalendar).toMatchObject({ version: '2.0', method: 'PUBLISH' });
    const events = Object.values(parsed).filter((entry): entry is VEvent => entry.type === 'VEVENT');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event.uid).toBe(`${booking.bookingID}.${attendee.registrationID}@greenroom`);
    expect(event.summary).toBe('Launch');
    expect(event.start.toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(event.end.toISOString()).toBe('2026-11-21T22:00:00.000Z');
    expect(event.url).toBe(`http://greenroom.test/guest/intake/${attendee.loginCode}`);
    at('2026-11-21T10:00:00Z');
    expect(ical.sync.parseICS((await get(`/ics?code=${attendee.loginCode}`)).body)).toHaveProperty(event.uid);
  });

  it('refuses an unknown code', async () => {
    const response = await get('/ics?code=nope');
    expect([response.statusCode, response.json()]).toEqual([404, { message: DEFAULT_ERROR_MESSAGES.attendee, code: 'UnknownCode' }]);
  });
});
