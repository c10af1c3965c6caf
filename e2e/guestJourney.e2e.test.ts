// Issue 27's done-when journey against the real server, its mail queue and an SMTP sink, with the
// server's time in a file (GREENROOM_TEST_CLOCK_FILE): a producer turns on approval and a waitlist
// with a registration capacity of 2; three guests register through the sign-up page (the second in
// a German browser in Berlin); the producer approves two in bulk with a message; the third joins
// the waitlist, is promoted when the first cancels from her mailed link, and claims the place. Then
// the clock moves: the day-before reminder arrives once (in German with Berlin times for the
// second guest, each with an .ics) across a restart on the same data, and so does the follow-up
// ('Sorry we missed you' to the no-show; 'Thanks for coming' to the guest who entered the room).
// Every guest page (390 px) and dialog is checked with axe through snap(). Waits are Playwright's
// auto-waiting and expect.poll (the sink's waitFor); no sleeps.
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, Registration } from '@greenroom/core';
import { GUEST_FLOW_TEMPLATE_TEXTS, REMINDER_TEMPLATE_TEXTS } from '@greenroom/core/rules';
import { ADMIN_PASSWORD, launchBrowser, openPage, snap, startServer, type RunningServer } from './harness';
import { ADMIN_NEW_PASSWORD, apiCall, apiCreateBooking, apiSignIn, type ApiSession } from './api';
import { startSmtpSink, type SmtpSink, type SunkMail } from './smtpSink';
import { field, signIn } from './ui';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PHONE = { width: 390, height: 844 };
const BOOKING_NAME = 'E2E Guest Journey';
// The booking's zone (api.ts creates bookings in America/Chicago); the German guest is in Berlin.
const EVENT_ZONE = 'America/Chicago';
const BERLIN = 'Europe/Berlin';

interface Guest {
  first: string;
  last: string;
  email: string;
  locale: string;
  zone: string;
}
const ava: Guest = { first: 'Ava', last: 'Archer', email: 'ava@example.com', locale: 'en-US', zone: 'America/New_York' };
const berta: Guest = { first: 'Berta', last: 'Brandt', email: 'berta@example.de', locale: 'de-DE', zone: BERLIN };
const cleo: Guest = { first: 'Cleo', last: 'Clark', email: 'cleo@example.com', locale: 'en-US', zone: 'America/New_York' };

let sink: SmtpSink;
let server: RunningServer;
let browser: Browser;
let producer: Page;
let booking: Booking;
let clockDir: string;
let clockFile: string;
let dataDir: string;
let start: number;
let end: number;

/** The part of a template's subject before its first placeholder ('Reminder: '). */
const subjectPrefix = (subject: string) => subject.slice(0, subject.indexOf('{{'));
const SUBJECTS = {
  approved: subjectPrefix(GUEST_FLOW_TEMPLATE_TEXTS.approved.subject),
  waitlisted: subjectPrefix(GUEST_FLOW_TEMPLATE_TEXTS.waitlisted.subject),
  offered: subjectPrefix(GUEST_FLOW_TEMPLATE_TEXTS.offered.subject),
  dayBefore: subjectPrefix(REMINDER_TEMPLATE_TEXTS.dayBefore.subject),
  dayBeforeDe: subjectPrefix(REMINDER_TEMPLATE_TEXTS.dayBefore.translations.de.subject),
  hourBefore: subjectPrefix(REMINDER_TEMPLATE_TEXTS.hourBefore.subject),
  hourBeforeDe: subjectPrefix(REMINDER_TEMPLATE_TEXTS.hourBefore.translations.de.subject),
  thanks: subjectPrefix(REMINDER_TEMPLATE_TEXTS.thanks.subject),
  missed: subjectPrefix(REMINDER_TEMPLATE_TEXTS.missed.subject),
  missedDe: subjectPrefix(REMINDER_TEMPLATE_TEXTS.missed.translations.de.subject),
};

/** Mails to a guest whose subject starts with one of the prefixes. */
const mailsTo = (guest: Guest, ...prefixes: string[]) => sink.to(guest.email).filter((mail) => prefixes.some((prefix) => mail.subject.startsWith(prefix)));
/** Waits for the first mail to a guest whose subject starts with `prefix`. */
const mailFor = (guest: Guest, prefix: string, timeout?: number) =>
  sink.waitFor((mail) => mail.to.includes(guest.email) && mail.subject.startsWith(prefix), { timeout, message: `'${prefix}…' to ${guest.email}` });

/** The personal link (`…/guest/intake/<code>`) a mail's HTML carries. */
function personalLinkIn(mail: SunkMail): string {
  const link = mail.html.match(/href="([^"]*\/guest\/intake\/[^"]+)"/)?.[1];
  expect(link, `a personal link in '${mail.subject}'`).toBeDefined();
  return link!.replace(/&amp;/g, '&');
}

/** The mail's calendar file, unfolded (RFC 5545 folds lines at 75 octets). */
function icsOf(mail: SunkMail): string {
  const calendar = mail.attachments.find((part) => part.content.includes('BEGIN:VCALENDAR'));
  expect(calendar, `an .ics in '${mail.subject}' to ${mail.to.join(',')}`).toBeDefined();
  return calendar!.content.replace(/\r?\n[ \t]/g, '');
}

/** Sets the server's clock (an atomic replace, so the server never reads half a file). */
function setClock(at: number): void {
  const next = join(clockDir, 'clock.next');
  writeFileSync(next, new Date(at).toISOString());
  renameSync(next, clockFile);
}

const serverEnv = () => ({ SMTP_URL: sink.url, GREENROOM_TEST_CLOCK_FILE: clockFile, GREENROOM_SEED: 'demo' });

/** Stops the server and starts a new one on the same data directory and clock file. */
async function restart(): Promise<void> {
  await server.stop();
  server = await startServer(serverEnv(), { dataDir });
}

/** A fresh producer session by the server's clock now (a token from before a clock move has expired). */
const producerSession = (): Promise<ApiSession> => apiSignIn(server.url, 'admin', ADMIN_NEW_PASSWORD);
const guestsOnServer = async () => apiCall<Registration[]>(server.url, await producerSession(), 'GET', `/attendees/all?bookingID=${booking.bookingID}`);
const guestOnServer = async (guest: Guest) => (await guestsOnServer()).find((r) => r.registrationData.emailAddress === guest.email);

/** A guest's page at phone size, in the guest's own language and zone. */
async function guestPage(guest: Guest): Promise<Page> {
  return (await openPage(browser, { viewport: PHONE, locale: guest.locale, timezoneId: guest.zone })).page;
}

/** The wall-clock time of `at` in `zone`, as a 24-hour and a 12-hour reading ('17:00', '5:00 PM'). */
function wallTimes(at: number, zone: string): string[] {
  const h24 = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  const h12 = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true }).format(at);
  return [h24, h12.replace(/\u202f/g, ' ')];
}

/** Registers through the sign-up page, in the guest's language, and answers the page. */
async function signUp(guest: Guest, labels: { first: string; last: string; email: string; submit: string }): Promise<Page> {
  const page = await guestPage(guest);
  await page.goto(signUpUrl);
  await page.getByRole('heading', { level: 1, name: new RegExp(BOOKING_NAME) }).waitFor();
  await field(page, labels.first).fill(guest.first);
  await field(page, labels.last).fill(guest.last);
  await field(page, labels.email).fill(guest.email);
  await page.getByRole('button', { name: labels.submit }).click();
  return page;
}

const EN = { first: 'First Name', last: 'Last Name', email: 'Email', submit: 'Register' };
const DE = { first: 'Vorname', last: 'Nachname', email: 'E-Mail', submit: 'Anmelden' };
let signUpUrl = '';

beforeAll(async () => {
  sink = await startSmtpSink();
  clockDir = mkdtempSync(join(tmpdir(), 'greenroom-clock-'));
  clockFile = join(clockDir, 'clock');
  setClock(Date.now());
  server = await startServer(serverEnv(), { keepData: true });
  dataDir = server.dataDir;
  browser = await launchBrowser();
  const admin = await apiSignIn(server.url, 'admin', ADMIN_PASSWORD, ADMIN_NEW_PASSWORD);
  // On the hour, three days on, so the reminders' moments are plain to read.
  start = Math.ceil(Date.now() / HOUR) * HOUR + 3 * DAY;
  end = start + HOUR;
  booking = await apiCreateBooking(server.url, admin, { name: BOOKING_NAME, start, end });
  expect(booking.start.timezone).toBe(EVENT_ZONE);
  ({ page: producer } = await openPage(browser));
  await producer.goto(`${server.url}/booking/${encodeURIComponent(booking.bookingID)}`);
  await signIn(producer, 'admin', ADMIN_NEW_PASSWORD);
  await producer.getByRole('heading', { name: BOOKING_NAME }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (clockDir) rmSync(clockDir, { recursive: true, force: true });
});

describe("issue 27's guest journey", () => {
  it("the producer turns on approval and the waitlist, sets a registration capacity of 2 and reads the Sign-up URL", async () => {
    await producer.getByRole('tab', { name: 'Registration' }).click();
    const flow = producer.getByRole('region', { name: 'Approval and waitlist' });
    await flow.getByRole('switch', { name: 'Require approval' }).click();
    await flow.getByRole('switch', { name: 'Waitlist when full' }).click();
    await flow.getByRole('button', { name: 'SAVE' }).click();
    await producer.getByText('Guest flow saved').waitFor();
    await snap(producer, 'journey-registration-guest-flow');

    await producer.getByRole('switch', { name: 'Specify Registration Number' }).click();
    await field(producer, 'Registration Number').fill('2');
    await field(producer, 'Registration Number').press('Tab');
    const admin = await producerSession();
    await expect
      .poll(async () => {
        const stored = await apiCall<Booking>(server.url, admin, 'GET', `/booking?bookingID=${booking.bookingID}`);
        return [stored.useRegistrationCapacity, stored.registrationCapacity, stored.guestFlow?.requireApproval, stored.guestFlow?.waitlist];
      })
      .toEqual([true, 2, true, true]);

    signUpUrl = ((await producer.getByText(/\/guest\/sign-up\//).first().textContent()) ?? '').trim();
    expect(signUpUrl).toBe(`${server.url}/guest/sign-up/${booking.signUpLoginCode}`);
  });

  it('guests 1 and 2 register through the sign-up page (guest 2 in German, in Berlin) and are told they are pending', async () => {
    const first = await signUp(ava, EN);
    await snap(first, 'journey-guest-sign-up-done');
    await first.getByRole('status').getByText('Your registration is waiting for approval').waitFor();
    const avaLink = (await first.getByText(/\/guest\/intake\//).first().textContent())?.trim();

    const second = await guestPage(berta);
    await second.goto(signUpUrl);
    await second.getByRole('heading', { level: 1, name: `Anmeldung zu ${BOOKING_NAME}` }).waitFor();
    await snap(second, 'journey-guest-sign-up-de');
    await field(second, DE.first).fill(berta.first);
    await field(second, DE.last).fill(berta.last);
    await field(second, DE.email).fill(berta.email);
    await second.getByRole('button', { name: DE.submit }).click();
    await second.getByRole('status').getByText('Ihre Anmeldung wartet auf Freigabe').waitFor();
    await snap(second, 'journey-guest-sign-up-done-de');

    const stored = await guestsOnServer();
    const avaRow = stored.find((r) => r.registrationData.emailAddress === ava.email);
    const bertaRow = stored.find((r) => r.registrationData.emailAddress === berta.email);
    expect([avaRow?.status, bertaRow?.status]).toEqual(['pending', 'pending']);
    expect(avaLink).toBe(`${server.url}/guest/intake/${avaRow?.loginCode}`);
    // The sign-up sends the browser's zone and language: mail and .ics follow them.
    expect([avaRow?.timeZone, bertaRow?.timeZone]).toEqual([ava.zone, BERLIN]);
    expect(bertaRow?.language).toMatch(/^de(-|$)/);
    await first.context().close();
    await second.context().close();
  });

  it("the producer selects both in the Guest List and approves them with a message; each gets the 'approved' mail with her link", async () => {
    await producer.getByRole('tab', { name: 'Guest List' }).click();
    await producer.getByRole('columnheader', { name: 'Status' }).waitFor();
    await producer.getByRole('row', { name: /Ava Archer/ }).getByText('Pending', { exact: true }).waitFor();
    // By keyboard: the kit's checkbox draws its box over the input.
    for (const name of ['Select Ava Archer', 'Select Berta Brandt']) {
      const box = producer.getByRole('checkbox', { name });
      await box.press('Space');
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    // DENY asks first (axe-checked), and CANCEL leaves both pending.
    await producer.getByRole('button', { name: 'DENY', exact: true }).click();
    const deny = producer.getByRole('dialog', { name: 'Deny registrations' });
    await deny.getByRole('textbox', { name: 'Message to guests' }).waitFor();
    await snap(producer, 'journey-deny-dialog');
    await deny.getByRole('button', { name: 'CANCEL', exact: true }).click();
    await deny.waitFor({ state: 'detached' });
    await producer.getByRole('button', { name: 'APPROVE', exact: true }).click();
    const dialog = producer.getByRole('dialog', { name: 'Approve registrations' });
    await dialog.getByRole('textbox', { name: 'Message to guests' }).fill('See you there: doors open half an hour early.');
    await snap(producer, 'journey-approve-dialog');
    await dialog.getByRole('button', { name: 'APPROVE', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await producer.getByRole('row', { name: /Berta Brandt/ }).getByText('Approved', { exact: true }).waitFor();
    await snap(producer, 'journey-guest-list-approved');

    for (const guest of [ava, berta]) {
      const mail = await mailFor(guest, SUBJECTS.approved);
      expect(mail.html).toContain('See you there: doors open half an hour early.');
      expect(personalLinkIn(mail)).toBe(`${server.url}/guest/intake/${(await guestOnServer(guest))?.loginCode}`);
    }
  });

  it("guest 3 finds the event full, joins the waitlist and gets the 'waitlisted' mail", async () => {
    const page = await guestPage(cleo);
    await page.goto(signUpUrl);
    await page.getByText('The event is full, but you can join the waitlist').waitFor();
    await snap(page, 'journey-guest-sign-up-waitlist');
    await field(page, EN.first).fill(cleo.first);
    await field(page, EN.last).fill(cleo.last);
    await field(page, EN.email).fill(cleo.email);
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByRole('status').getByText('You are on the waitlist').waitFor();
    await snap(page, 'journey-guest-sign-up-waitlisted');
    const mail = await mailFor(cleo, SUBJECTS.waitlisted);
    expect(personalLinkIn(mail)).toContain('/guest/intake/');
    expect((await guestOnServer(cleo))?.status).toBe('waitlisted');
    await page.context().close();

    // The producer (the page opened anew: she signed up elsewhere) sees her in the waitlist, with a hand promotion offered.
    await producer.reload();
    await producer.getByRole('heading', { name: BOOKING_NAME }).waitFor();
    await producer.getByRole('tab', { name: 'Guest List' }).click();
    await producer.getByRole('button', { name: 'WAITLIST (1)' }).click();
    const waitlist = producer.getByRole('dialog', { name: 'Waitlist' });
    await waitlist.getByRole('button', { name: 'Promote Cleo Clark' }).waitFor();
    await snap(producer, 'journey-waitlist-dialog');
    await producer.keyboard.press('Escape');
    await waitlist.waitFor({ state: 'detached' });
  });

  it("guest 1 cancels from her mailed link; guest 3 is promoted, mailed a claim link, claims, and shows approved to the producer", async () => {
    const avaPage = await guestPage(ava);
    await avaPage.goto(personalLinkIn(mailsTo(ava, SUBJECTS.approved)[0]));
    await avaPage.getByRole('heading', { level: 1, name: BOOKING_NAME }).waitFor();
    await avaPage.getByText('Hello, Ava').waitFor();
    await snap(avaPage, 'journey-guest-join');
    await avaPage.getByRole('button', { name: 'Cancel my registration' }).click();
    const confirm = avaPage.getByRole('dialog', { name: 'Cancel your registration?' });
    await confirm.waitFor();
    await snap(avaPage, 'journey-guest-cancel-dialog');
    await confirm.getByRole('button', { name: 'Cancel registration' }).click();
    await avaPage.getByText('Your registration is cancelled.').waitFor();
    await snap(avaPage, 'journey-guest-cancelled');
    await avaPage.context().close();

    const offer = await mailFor(cleo, SUBJECTS.offered);
    const cleoPage = await guestPage(cleo);
    await cleoPage.goto(personalLinkIn(offer));
    await cleoPage.getByText(/A place is free for you until/).waitFor();
    await snap(cleoPage, 'journey-guest-offered');
    await cleoPage.getByRole('button', { name: 'Claim' }).click();
    await cleoPage.getByRole('button', { name: 'Claim' }).waitFor({ state: 'detached' });
    await snap(cleoPage, 'journey-guest-claimed');
    expect((await guestOnServer(cleo))?.status).toBe('approved');
    expect((await guestOnServer(ava))?.status).toBe('cancelled');
    await cleoPage.context().close();

    await producer.reload();
    await producer.getByRole('heading', { name: BOOKING_NAME }).waitFor();
    await producer.getByRole('tab', { name: 'Guest List' }).click();
    await producer.getByRole('row', { name: /Cleo Clark/ }).getByText('Approved', { exact: true }).waitFor();
    await producer.getByRole('row', { name: /Ava Archer/ }).getByText('Cancelled', { exact: true }).waitFor();
    await snap(producer, 'journey-guest-list-claimed');
  });

  it('the day-before reminder reaches guests 2 and 3 once (German with Berlin times, each with her .ics), across a restart', async () => {
    // The thank-you comes an hour after the missed-you note: after the second restart it shows the
    // reminder worker has run again (and sent nothing twice).
    const admin = await producerSession();
    const current = await apiCall<Booking>(server.url, admin, 'GET', `/booking?bookingID=${booking.bookingID}`);
    expect(current.guestFlow?.reminders.map((r) => r.reminderID)).toEqual(['day-before', 'hour-before', 'thanks-for-coming', 'sorry-we-missed-you']);
    const reminders = current.guestFlow!.reminders.map((r) => (r.reminderID === 'thanks-for-coming' ? { ...r, offsetMinutes: 120 } : r));
    await apiCall(server.url, admin, 'PUT', '/booking', { ...current, guestFlow: { ...current.guestFlow!, reminders } });

    setClock(start - DAY + MINUTE);
    const toBerta = await mailFor(berta, SUBJECTS.dayBeforeDe, 30_000);
    const toCleo = await mailFor(cleo, SUBJECTS.dayBefore, 30_000);
    const berlin = wallTimes(start, BERLIN);
    expect(berlin.some((time) => `${toBerta.text}\n${toBerta.html}`.includes(time)), `Berlin start (${berlin.join(' or ')}) in:\n${toBerta.text}`).toBe(true);
    for (const [guest, mail] of [
      [berta, toBerta],
      [cleo, toCleo],
    ] as const) {
      const ics = icsOf(mail);
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain('BEGIN:VTIMEZONE');
      expect(ics).toContain(`/guest/intake/${(await guestOnServer(guest))?.loginCode}`);
    }

    await restart();
    // A little later, an hour before the start: the next reminder shows the new server's worker at work.
    setClock(start - HOUR + MINUTE);
    await mailFor(berta, SUBJECTS.hourBeforeDe, 30_000);
    await mailFor(cleo, SUBJECTS.hourBefore, 30_000);
    expect(mailsTo(berta, SUBJECTS.dayBefore, SUBJECTS.dayBeforeDe)).toHaveLength(1);
    expect(mailsTo(cleo, SUBJECTS.dayBefore, SUBJECTS.dayBeforeDe)).toHaveLength(1);
    expect(mailsTo(ava, SUBJECTS.dayBefore, SUBJECTS.dayBeforeDe, SUBJECTS.hourBefore, SUBJECTS.hourBeforeDe)).toEqual([]);
  });

  it("the follow-up arrives once after the end ('Sorry we missed you' to the no-show, thanks to the guest who came), across a restart", async () => {
    // Guest 3 enters the room during the event: an attendance record.
    setClock(start + 5 * MINUTE);
    const cleoCode = (await guestOnServer(cleo))!.loginCode;
    const entered = await fetch(`${server.url}/api/guest/enter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ loginCode: cleoCode, socketID: 'socket-cleo' }),
    });
    expect(entered.status, await entered.text()).toBe(201);

    setClock(end + HOUR + MINUTE);
    const missed = await mailFor(berta, SUBJECTS.missedDe, 30_000);
    expect(missed.text + missed.html).toContain('Hallo Berta');
    await restart();
    setClock(end + 2 * HOUR + MINUTE);
    await mailFor(cleo, SUBJECTS.thanks, 30_000);
    expect(mailsTo(berta, SUBJECTS.missed, SUBJECTS.missedDe)).toHaveLength(1);
    expect(mailsTo(cleo, SUBJECTS.thanks)).toHaveLength(1);
    expect(mailsTo(cleo, SUBJECTS.missed, SUBJECTS.missedDe)).toEqual([]);
    expect(mailsTo(berta, SUBJECTS.thanks)).toEqual([]);
    expect(mailsTo(ava, SUBJECTS.missed, SUBJECTS.thanks)).toEqual([]);
  });
});
