import type { Booking, GuestFlow, Registration } from '@greenroom/core';
import { GUEST_FLOW_TEMPLATE_NAMES, REGISTRATION_STATUS_TEXTS, REMINDER_TEMPLATE_NAMES, defaultGuestFlow } from '@greenroom/core/rules';
import { createOfferLapseWorker } from '../src/bookings/guestFlow/offerLapseWorker';
import { bookingPayload, createTenant, freshProducerCall, type Tenant } from './bookingFixtures';
import { createTestServer, type Method, type TestServer } from './helpers';

// Issue 27 on the server: the sign-up's status, the guest's claim and cancel, the outcome mails
// queued with the booking's guest-flow templates, and the lapse worker on the injected clock.

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
const guest = (path: string, code: string) => server.app.inject({ method: 'POST', url: `/api/guest/${path}`, payload: { code } });
const page = async (code: string) => (await server.app.inject({ method: 'GET', url: `/api/guest/page?code=${code}` })).json<Record<string, unknown>>();

const registrationData = (firstName: string) => ({
  firstName,
  lastName: 'Hopper',
  company: '',
  emailAddress: `${firstName.toLowerCase()}@example.com`,
  phone: '5551234567',
  address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
});

/** A new booking with a guest flow, capacity `capacity`. */
async function bookingWith(flow: Partial<GuestFlow>, capacity: number): Promise<Booking> {
  const created = JSON.parse((await producer('POST', '/booking', bookingPayload(tenant.spaceID, { capacity }))).json<string>()) as Booking;
  const response = await producer('PUT', '/booking', { ...created, guestFlow: { ...defaultGuestFlow(), ...flow } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Booking>();
}

/** The queued mails of a booking: recipient and subject, oldest first. */
async function mails(bookingID: string): Promise<string[]> {
  const rows = await server.db.selectFrom('mail_deliveries').select(['recipient', 'subject', 'html']).where('booking_id', '=', bookingID).orderBy('created_at').orderBy('recipient').execute();
  // The subject up to its colon: the rest is the email skin's main header.
  return rows.map((row) => `${row.recipient}: ${row.subject.split(':')[0]}`);
}

const stored = (registrationID: string) =>
  server.db.selectFrom('registrations').select(['status', 'waitlist_position', 'offer_expires_at']).where('registration_id', '=', registrationID).executeTakeFirstOrThrow();

beforeEach(() => server.clock.set('2026-11-20T12:00:00Z'));

describe('sign-up, approval and its mails', () => {
  it('creates the mails a changed guest flow will send, ready to edit in the Email tab; an unchanged one adds none', async () => {
    const created = JSON.parse((await producer('POST', '/booking', bookingPayload(tenant.spaceID, { capacity: 5 }))).json<string>()) as Booking;
    const names = (booking: Booking) => Object.values(booking.emailTemplates).map((template) => template.name).sort();
    const resaved = await producer('PUT', '/booking', { ...created, name: 'Renamed' });
    expect(names(resaved.json<Booking>())).toEqual(names(created));
    const reminders = defaultGuestFlow().reminders.map((rule) => ({ ...rule, enabled: rule.reminderID !== 'sorry-we-missed-you' }));
    const saved = await producer('PUT', '/booking', { ...resaved.json<Booking>(), guestFlow: { ...defaultGuestFlow(), requireApproval: true, reminders } });
    expect(saved.statusCode, saved.body).toBe(200);
    const added = names(saved.json<Booking>()).filter((name) => !names(created).includes(name));
    expect(added).toEqual([GUEST_FLOW_TEMPLATE_NAMES.approved, GUEST_FLOW_TEMPLATE_NAMES.denied, REMINDER_TEMPLATE_NAMES.dayBefore, REMINDER_TEMPLATE_NAMES.hourBefore, REMINDER_TEMPLATE_NAMES.thanks].sort());
  });

  it('answers pending to a sign-up under approval, tells the page, and mails the decision with the message', async () => {
    const booking = await bookingWith({ requireApproval: true }, 5);
    const signUp = await server.app.inject({ method: 'POST', url: '/api/guest/sign-up', payload: { code: booking.signUpLoginCode, registrationData: registrationData('Ada') } });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const { loginCode, status } = signUp.json<{ loginCode: string; status: string }>();
    expect(status).toBe('pending');
    expect(await page(loginCode)).toMatchObject({ status: 'pending', waitlistPosition: null, offerExpiresAt: null });

    const [ada] = (await producer('GET', `/attendees/all?bookingID=${booking.bookingID}`)).json<Registration[]>();
    const decided = await producer('PUT', '/registrations/decision', { bookingID: booking.bookingID, registrationIDs: [ada.registrationID], decision: 'deny', message: 'Sorry <all> full.' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<Registration[]>().map((r) => r.status)).toEqual(['denied']);
    expect(await page(loginCode)).toMatchObject({ status: 'denied' });
    expect(await mails(booking.bookingID)).toEqual([`ada@example.com: Your registration`]);
    const [denial] = await server.db.selectFrom('mail_deliveries').select('html').where('booking_id', '=', booking.bookingID).execute();
    expect(denial.html).toContain('<p>Sorry &lt;all&gt; full.</p>');
    // The template exists once, as a system template of the booking, listed on it.
    const templates = (await producer('GET', `/booking?bookingID=${booking.bookingID}`)).json<Booking>().emailTemplates;
    expect(Object.values(templates).filter((t) => t.name === GUEST_FLOW_TEMPLATE_NAMES.denied)).toEqual([expect.objectContaining({ system: true })]);

    const again = await producer('PUT', '/registrations/decision', { bookingID: booking.bookingID, registrationIDs: [ada.registrationID], decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: REGISTRATION_STATUS_TEXTS.notPending });
    expect(await stored(ada.registrationID)).toMatchObject({ status: 'denied' });
  });
});

describe('the waitlist: claim, cancel and the lapse worker', () => {
  it('offers a freed place with a claim mail, lets the guest claim it, and moves a lapsed offer on by the clock', async () => {
    const booking = await bookingWith({ waitlist: true, claimWindowHours: 24 }, 1);
    const form = (await server.app.inject({ method: 'GET', url: `/api/guest/sign-up?code=${booking.signUpLoginCode}` })).json<{ waitlist: boolean }>();
    expect(form.waitlist).toBe(true);
    const codes: Record<string, string> = {};
    for (const first of ['Ada', 'Bob', 'Cy']) {
      const response = await server.app.inject({ method: 'POST', url: '/api/guest/sign-up', payload: { code: booking.signUpLoginCode, registrationData: registrationData(first) } });
      expect(response.statusCode, response.body).toBe(201);
      codes[first] = response.json<{ loginCode: string }>().loginCode;
    }
    expect(await page(codes.Cy)).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });

    // Ada gives her place up: Bob is offered it for 24 hours by the server's clock, and mailed the claim link.
    const cancelled = await guest('cancel', codes.Ada);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await page(codes.Bob)).toMatchObject({ status: 'offered', offerExpiresAt: '2026-11-21T12:00:00Z' });
    expect(await page(codes.Cy)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect((await mails(booking.bookingID)).filter((line) => line.startsWith('bob@')).sort()).toEqual([
      `bob@example.com: A place is free for you`,
      `bob@example.com: You are on the waitlist`,
    ]);
    const [offerMail] = await server.db.selectFrom('mail_deliveries').select('html').where('booking_id', '=', booking.bookingID).where('recipient', '=', 'bob@example.com').orderBy('created_at', 'desc').execute();
    expect(offerMail.html).toContain(`http://greenroom.test/guest/intake/${codes.Bob}`);

    // The worker does nothing before the offer lapses; after it, Bob's offer is cancelled and Cy's turn comes.
    const worker = createOfferLapseWorker({ ctx: { db: server.db, clock: server.clock, config: server.config } });
    server.clock.set('2026-11-21T11:59:59Z');
    await worker.drain();
    expect(await page(codes.Bob)).toMatchObject({ status: 'offered' });
    server.clock.set('2026-11-21T12:00:00Z');
    const late = await guest('claim', codes.Bob);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: REGISTRATION_STATUS_TEXTS.offerExpired });
    await worker.drain();
    await worker.drain();
    expect(await page(codes.Bob)).toMatchObject({ status: 'cancelled', offerExpiresAt: null });
    expect(await page(codes.Cy)).toMatchObject({ status: 'offered', waitlistPosition: null, offerExpiresAt: '2026-11-22T12:00:00Z' });
    expect((await mails(booking.bookingID)).filter((line) => line.startsWith('cy@'))).toEqual([
      `cy@example.com: You are on the waitlist`,
      `cy@example.com: A place is free for you`,
    ]);

    // Cy claims in time: approved, with the approval mail; the booking counts one guest.
    const claimed = await guest('claim', codes.Cy);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ status: 'approved', offerExpiresAt: null });
    expect(await stored((await producer('GET', `/attendees/all?bookingID=${booking.bookingID}`)).json<Registration[]>().find((r) => r.registrationData.firstName === 'Cy')!.registrationID)).toEqual({
      status: 'approved',
      waitlist_position: null,
      offer_expires_at: null,
    });
    expect((await producer('GET', `/booking?bookingID=${booking.bookingID}`)).json<Booking>().registrationCount).toBe(1);
    expect((await mails(booking.bookingID)).filter((line) => line.startsWith('cy@'))).toHaveLength(3);
    expect((await mails(booking.bookingID)).slice(-1)).toEqual([`cy@example.com: Registration approved`]);
    expect((await guest('cancel', codes.Bob)).statusCode).toBe(409);
    await worker.stop();
  });

  it('lets a guest who is not approved not enter the room', async () => {
    const booking = await bookingWith({ requireApproval: true }, 5);
    const response = await server.app.inject({ method: 'POST', url: '/api/guest/sign-up', payload: { code: booking.signUpLoginCode, registrationData: registrationData('Dee') } });
    server.clock.set('2026-11-21T21:10:00Z');
    const entered = await server.app.inject({ method: 'POST', url: '/api/guest/enter', payload: { loginCode: response.json<{ loginCode: string }>().loginCode } });
    expect(entered.statusCode).toBe(403);
    expect(entered.json()).toMatchObject({ message: REGISTRATION_STATUS_TEXTS.noPlaceYet });
  });
});
