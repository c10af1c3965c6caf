import type { Booking, GuestFlow, Registration } from '@greenroom/core';
import { defaultGuestFlow, guestEventUid, REMINDER_TEMPLATE_NAMES } from '@greenroom/core/rules';
import { buildApp, type GreenroomApp } from '../src/app';
import { createTerminal } from '../src/platform/log/terminal';
import { attendanceRecord, bookingPayload, createTenant, person, type Tenant } from './bookingFixtures';
import { createTestServer, injectAs, PUBLIC_URL, TEST_SCRYPT_COST, type Method, type TestServer } from './helpers';
import { readable, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './smtpCatcher';

// Issue 27's reminders and follow-ups on the server: due by the injected clock from the booking's
// current times, queued once per person (a second round, a second instance on the same database),
// to the attendance records' audience, in the guest's language, with the .ics of the invitation.

let smtp: SmtpCatcher;
let server: TestServer;
let tenant: Tenant;
let second: GreenroomApp;

const HOUR = 3_600_000;
// bookingPayload: Nov 21 2026, 3–4 PM Chicago.
const START = Date.UTC(2026, 10, 21, 21);
const END = Date.UTC(2026, 10, 21, 22);

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await createTestServer({ env: { SMTP_URL: smtp.url, GREENROOM_MAIL_FROM: 'Greenroom <mailer@greenroom.test>' } });
  tenant = await createTenant(server);
  // Another instance of the server on the same database (as after a restart, or behind a load balancer).
  const silent = { write: () => true };
  second = await buildApp({ db: server.db, config: server.config, clock: server.clock, scryptCost: TEST_SCRYPT_COST, terminal: createTerminal(silent, silent) });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await server.close();
  await smtp.close();
});

/** A producer call, signed in afresh because the tests move the clock across days. */
async function producer(method: Method, url: string, payload?: unknown) {
  const { username, password } = tenant.producer;
  const signIn = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
  const auth = { authorization: `Bearer ${signIn.json<{ session: { idToken: string } }>().session.idToken}` };
  return injectAs(server, { ...tenant.producer, auth }, method, url, payload);
}

/** A new booking (Nov 21, 3–4 PM Chicago unless moved) with the default reminders and `flow`. */
async function newBooking(flow: Partial<GuestFlow> = {}): Promise<Booking> {
  const created = JSON.parse((await producer('POST', '/booking', bookingPayload(tenant.spaceID))).json<string>()) as Booking;
  const response = await producer('PUT', '/booking', { ...created, guestFlow: { ...defaultGuestFlow(), ...flow } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Booking>();
}

async function register(booking: Booking, first: string, language = ''): Promise<Registration> {
  const response = await producer('POST', '/registration', person(booking.bookingID, { first, email: `${first.toLowerCase()}@example.com`, language }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Registration>();
}

/** The booking's queued mails: recipient, template name and subject's first word, oldest first. */
async function queued(bookingID: string): Promise<string[]> {
  const rows = await server.db
    .selectFrom('mail_deliveries as d')
    .innerJoin('email_templates as t', 't.email_template_id', 'd.email_template_id')
    .select(['d.recipient', 't.name', 'd.subject'])
    .where('d.booking_id', '=', bookingID)
    .orderBy('d.created_at')
    .orderBy('d.recipient')
    .execute();
  return rows.map((row) => `${row.recipient} | ${row.name} | ${row.subject.split(':')[0]}`);
}

/** One reminder round of the first instance, at `iso`. */
async function roundAt(iso: string | number): Promise<void> {
  server.clock.set(iso);
  await server.app.reminderWorker.drain();
}

/** The text of a caught mail's invite.ics attachment (base64 in its MIME part). */
function attachedIcs(mail: CaughtMail): { headers: string; text: string } {
  const parts = mail.raw.split(/\r?\n--/);
  const part = parts.find((p) => /filename=("?)invite\.ics\1/.test(p));
  if (!part) throw new Error('no invite.ics attached');
  const [headers, ...body] = part.split(/\r?\n\r?\n/);
  return { headers, text: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64').toString('utf8') };
}

beforeEach(() => {
  smtp.messages.length = 0;
});

describe('reminders before the start', () => {
  it('queues the day-before reminder at T−24h once per guest, in their language, and not again from a second round or instance', async () => {
    const booking = await newBooking({ language: 'en' });
    const ada = await register(booking, 'Ada');
    const bert = await register(booking, 'Bert', 'de');
    const cy = await register(booking, 'Cy');
    // Cy waits for a decision: no place, no reminder.
    await server.db.updateTable('registrations').set({ status: 'pending' }).where('registration_id', '=', cy.registrationID).execute();

    await roundAt(START - 24 * HOUR - 1);
    expect(await queued(booking.bookingID)).toEqual([]);
    await roundAt(START - 24 * HOUR);
    const dayBefore = REMINDER_TEMPLATE_NAMES.dayBefore;
    expect(await queued(booking.bookingID)).toEqual([`ada@example.com | ${dayBefore} | Reminder`, `bert@example.com | ${dayBefore} | Erinnerung`]);

    await server.app.reminderWorker.drain();
    await second.reminderWorker.drain();
    server.clock.advance(HOUR);
    await Promise.all([server.app.reminderWorker.drain(), second.reminderWorker.drain()]);
    expect(await queued(booking.bookingID)).toHaveLength(2);
    expect(await server.db.selectFrom('reminder_sends').select(['reminder_id', 'registration_id']).where('booking_id', '=', booking.bookingID).orderBy('registration_id').execute()).toEqual(
      [ada, bert].map((r) => ({ reminder_id: 'day-before', registration_id: r.registrationID })).sort((a, b) => (a.registration_id < b.registration_id ? -1 : 1)),
    );

    // The hour before: both instances race for the same guests; each guest gets one mail.
    server.clock.set(START - HOUR);
    await Promise.all([server.app.reminderWorker.drain(), second.reminderWorker.drain(), server.app.reminderWorker.drain()]);
    const hourBefore = (await queued(booking.bookingID)).filter((line) => line.includes(REMINDER_TEMPLATE_NAMES.hourBefore));
    expect(hourBefore).toEqual([`ada@example.com | ${REMINDER_TEMPLATE_NAMES.hourBefore} | Starting soon`, `bert@example.com | ${REMINDER_TEMPLATE_NAMES.hourBefore} | Gleich geht es los`]);

    // Delivered like any template mail: per-recipient state, and the template on the guest's Emails.
    // Both instances' mail workers: the second one's reminder rounds kicked its own worker, which may
    // hold the claim on these mails mid-round (the other's drain then finds nothing to claim).
    await Promise.all([server.app.mailWorker.drain(), second.mailWorker.drain()]);
    const deliveries = (await producer('GET', `/email-deliveries?bookingID=${booking.bookingID}`)).json<{ registrationID: string; state: string }[]>();
    expect(deliveries.map((d) => d.state)).toEqual(['sent', 'sent', 'sent', 'sent']);
    const templates = (await producer('GET', `/booking?bookingID=${booking.bookingID}`)).json<Booking>().emailTemplates;
    const dayBeforeID = Object.values(templates).find((t) => t.name === dayBefore)?.id;
    expect(Object.values(templates).filter((t) => t.name === dayBefore)).toEqual([expect.objectContaining({ system: true })]);
    const [adaRow] = await server.db.selectFrom('registrations').select('emails').where('registration_id', '=', ada.registrationID).execute();
    expect(JSON.parse(adaRow.emails)).toContain(dayBeforeID);

    // The mail carries the invitation: METHOD:REQUEST in the booking's zone, the guest's own link.
    const bertMail = smtp.messages.find((m) => m.to.includes('bert@example.com') && readable(m.raw).includes('Erinnerung'));
    if (!bertMail) throw new Error('no reminder reached Bert');
    expect(readable(bertMail.raw)).toContain('Hallo Bert');
    const { headers, text } = attachedIcs(bertMail);
    expect(headers).toMatch(/Content-Type: text\/calendar; method=REQUEST; charset=UTF-8/i);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('METHOD:REQUEST\r\n');
    expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago\r\n');
    expect(unfolded).toContain('DTSTART;TZID=America/Chicago:20261121T150000\r\n');
    expect(unfolded).toContain(`UID:${guestEventUid(booking.bookingID, bert.registrationID)}\r\n`);
    expect(unfolded).toContain(`URL:${PUBLIC_URL}/guest/intake/${bert.loginCode}\r\n`);
    expect(unfolded).toContain(`DESCRIPTION:${PUBLIC_URL}/guest/intake/${bert.loginCode}\r\n`);
    expect(unfolded).toMatch(/\r\nORGANIZER;CN=Greenroom:mailto:mailer@greenroom\.test\r\n/);
    expect(unfolded).toMatch(/\r\nATTENDEE;CN=Bert Lovelace;[^:]*:mailto:bert@example\.com\r\n/);
  });

  it('moves a pending reminder with the booking and raises the invitation sequence', async () => {
    const booking = await newBooking();
    const ada = await register(booking, 'Ada');
    server.clock.set(START - 20 * HOUR);
    // Moved two days later before the round: the day-before reminder is not due any more.
    const moved = await producer('PUT', '/booking', {
      ...booking,
      ...bookingPayload(tenant.spaceID, {
        start: { time: '2026-11-23T21:00:00Z', timezone: 'America/Chicago', timeValue: START + 48 * HOUR },
        end: { time: '2026-11-23T22:00:00Z', timezone: 'America/Chicago', timeValue: END + 48 * HOUR },
        accessTime: '2026-11-23T21:00:00Z',
        doorsOpen: '2026-11-23T20:30:00Z',
        doorsClosed: '2026-11-23T22:30:00Z',
      }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await server.app.reminderWorker.drain();
    expect(await queued(booking.bookingID)).toEqual([]);

    await roundAt(START + 24 * HOUR - 1);
    expect(await queued(booking.bookingID)).toEqual([]);
    await roundAt(START + 24 * HOUR);
    expect(await queued(booking.bookingID)).toEqual([`ada@example.com | ${REMINDER_TEMPLATE_NAMES.dayBefore} | Reminder`]);
    const [row] = await server.db.selectFrom('mail_deliveries').select('ics').where('registration_id', '=', ada.registrationID).execute();
    expect(row.ics).toContain('DTSTART;TZID=America/Chicago:20261123T150000');
    expect(row.ics).toContain(`SEQUENCE:${moved.json<Booking>().version - 1}`);
    expect(moved.json<Booking>().version - 1).toBeGreaterThan(booking.version - 1);
  });
});

describe('follow-ups after the end', () => {
  it('thanks those the attendance records saw and writes to those missed, without an invitation, and never late', async () => {
    const booking = await newBooking();
    const ada = await register(booking, 'Ada');
    const bert = await register(booking, 'Bert', 'de');
    await server.db
      .insertInto('attendance_records')
      .values(attendanceRecord({ booking_id: booking.bookingID, space_id: tenant.spaceID, registration_id: ada.registrationID, start_time: START, end_time: END }))
      .execute();

    // After the end: the reminders before the start are not sent late.
    await roundAt(END + HOUR - 1);
    expect(await queued(booking.bookingID)).toEqual([]);
    await roundAt(END + HOUR);
    expect(await queued(booking.bookingID)).toEqual([
      `ada@example.com | ${REMINDER_TEMPLATE_NAMES.thanks} | Thanks for coming`,
      `bert@example.com | ${REMINDER_TEMPLATE_NAMES.missed} | Schade, dass Sie nicht dabei waren`,
    ]);
    const rows = await server.db.selectFrom('mail_deliveries').select('ics').where('booking_id', '=', booking.bookingID).execute();
    expect(rows.map((r) => r.ics)).toEqual([null, null]);
    expect(bert.registrationID).not.toBe(ada.registrationID);

    // A guest added later is not written to once the follow-up's 24 hours are over.
    await register(booking, 'Cy');
    await roundAt(END + 25 * HOUR);
    expect(await queued(booking.bookingID)).toHaveLength(2);
  });
});

describe('invitations', () => {
  it("carry the guest's .ics and read in the guest's language, else the booking's", async () => {
    const booking = await newBooking({ language: 'de' });
    const inviteID = Object.values(booking.emailTemplates).find((t) => t.name === 'Attendee Invite Link')?.id ?? '';
    const template = (await producer('GET', `/email-template?emailTemplateID=${inviteID}`)).json<Record<string, unknown>>();
    const saved = await producer('PUT', '/email-template', {
      bookingID: booking.bookingID,
      emailTemplateID: inviteID,
      subject: template.subject,
      from: template.from,
      replyTo: template.replyTo,
      body: template.body,
      html: true,
      system: true,
      translations: { de: { subject: 'Einladung: {{mainHeader}}', body: '<p>Hallo {{firstName}}</p>' }, fr: { subject: 'Invitation: {{mainHeader}}', body: '<p>Bonjour {{firstName}}</p>' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ada = await register(booking, 'Ada');
    const zoe = await register(booking, 'Zoe', 'fr');
    const sent = await producer('POST', '/email-parse-request', { bookingID: booking.bookingID, spaceID: tenant.spaceID, emailTemplateID: inviteID, toSend: [ada.registrationID, zoe.registrationID] });
    expect(sent.statusCode, sent.body).toBe(200);
    const rows = await server.db.selectFrom('mail_deliveries').select(['registration_id', 'subject', 'ics']).where('booking_id', '=', booking.bookingID).execute();
    const byID = new Map(rows.map((row) => [row.registration_id, row]));
    expect(byID.get(ada.registrationID)?.subject.split(':')[0]).toBe('Einladung');
    expect(byID.get(zoe.registrationID)?.subject.split(':')[0]).toBe('Invitation');
    expect(byID.get(zoe.registrationID)?.ics).toContain(`URL:${PUBLIC_URL}/guest/intake/${zoe.loginCode}`);
    expect(byID.get(ada.registrationID)?.ics).toContain('METHOD:REQUEST');
  });
});
