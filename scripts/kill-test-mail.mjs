#!/usr/bin/env node
/**
 * Mail under kills (issue 32 §9): the built server sends 300 template mails to a local SMTP sink
 * while it is killed with SIGKILL 20 times at random moments and restarted each time. Then it
 * prints how many were sent, lost (queued, never received) and received twice or more, and whether
 * every duplicate carried the same Message-ID.
 *
 * Usage: node scripts/kill-test-mail.mjs [--mails 300] [--kills 20]
 *        DATABASE_URL=postgres://… node scripts/kill-test-mail.mjs   (PostgreSQL: a fresh database
 *        is created next to the one named, and dropped at the end; the role needs CREATEDB)
 * Loopback only; gives up after 4 minutes. Exit code 1 when a mail is lost, a duplicate carries a
 * different Message-ID, or the queue does not empty in time. Not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { ensureBuilt, repoRoot } from './builds.mjs';
import { freePort } from './freePort.mjs';

const args = process.argv.slice(2);
const option = (name, fallback, min, max) => {
  const index = args.indexOf(`--${name}`);
  const value = index === -1 ? fallback : Number(args[index + 1]);
  return Number.isInteger(value) ? Math.min(Math.max(value, min), max) : fallback;
};
const MAILS = option('mails', 300, 1, 2_000);
const KILLS = option('kills', 20, 0, 100);
const CLAIM_SECONDS = 2;
const ADMIN_PASSWORD = 'TempPass1';
const ADMIN_NEW_PASSWORD = 'Greenroom2026';
const SPACE_ID = 'space-1';
const GUESTS_PER_BOOKING = 100;

ensureBuilt(['server']);
// The bound counts from here (a build first may take a while).
const STARTED = Date.now();
const DEADLINE = STARTED + 4 * 60_000;

/** A loopback SMTP server that accepts every message, keeping recipient and Message-ID. */
async function startSink() {
  const received = []; // { to, messageId }
  const smtp = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // A short random pause before each recipient is accepted spreads the sending over the kills
    // (a mail server takes some time); the message itself is accepted as soon as its data ends.
    onRcptTo(_address, _session, callback) {
      setTimeout(callback, 100 + Math.random() * 200);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        const headers = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
        const messageId = /^message-id:\s*(.+)$/im.exec(headers)?.[1].trim() ?? '';
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, messageId });
        callback();
      });
    },
  });
  // A client killed mid-conversation resets its connection: expected here.
  smtp.on('error', () => {});
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${smtp.server.address().port}`, received, close: () => new Promise((resolve) => smtp.close(resolve)) };
}

/** A fresh PostgreSQL database beside the one DATABASE_URL names, or null on SQLite. */
async function freshPostgres() {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const name = `greenroom_kill_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Starts the built server (cli.js) and resolves once /api/ready answers 200. */
async function startServer(env, port) {
  const child = spawn(process.execPath, ['packages/server/dist/cli.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; attempt < 300 && Date.now() < DEADLINE; attempt += 1) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const healthy = await fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => r.ok, () => false);
    if (healthy) return { child, exited };
    await delay(100); // polling a starting process, not a test
  }
  child.kill('SIGKILL');
  await exited;
  throw new Error(`the server did not come up:\n${output}`);
}

async function kill(server) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

/** A JSON call to the API; throws with the answer on anything but 2xx. */
async function call(base, method, path, body, token) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  const json = text === '' ? null : JSON.parse(text);
  return typeof json === 'string' && json.startsWith('{') ? JSON.parse(json) : json;
}

async function signIn(base) {
  const first = await call(base, 'POST', '/auth/sign-in', { username: 'admin', password: ADMIN_PASSWORD });
  if (first.kind !== 'newPasswordRequired') throw new Error(`first sign-in answered ${JSON.stringify(first)}`);
  const done = await call(base, 'POST', '/auth/complete-new-password', { session: first.challenge.session, firstName: 'Ada', lastName: 'Admin', password: ADMIN_NEW_PASSWORD });
  return done.session.idToken;
}

/** A booking tomorrow in the demo space, `count` guests imported, and one send of the invite to all of them. */
async function queueMails(base, token, index, count, firstGuest) {
  const start = Math.floor(Date.now() / 86_400_000 + 1 + index) * 86_400_000 + 15 * 3_600_000;
  const iso = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z');
  const created = await call(base, 'POST', '/booking', {
    spaceID: SPACE_ID,
    name: `Kill test ${index + 1}`,
    start: { time: iso(start), timezone: 'UTC', timeValue: start },
    end: { time: iso(start + 3_600_000), timezone: 'UTC', timeValue: start + 3_600_000 },
    capacity: count,
    gracePeriodMinutes: 0,
    accessTime: iso(start),
    doorsOpen: iso(start - 1_800_000),
    doorsClosed: iso(start + 5_400_000),
  }, token);
  const booking = await call(base, 'GET', `/booking?bookingID=${created.bookingID}`, undefined, token);
  const rows = Array.from({ length: count }, (_, i) => ({
    first: `Guest${firstGuest + i}`,
    last: 'Kill',
    email: `guest${firstGuest + i}@kill.test`,
    company: '',
    phone: '',
    address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
    brand: false,
    allowEarlyAccess: false,
  }));
  await call(base, 'POST', '/registrations/bulk', { bookingID: booking.bookingID, rows }, token);
  const guests = await call(base, 'GET', `/attendees/all?bookingID=${booking.bookingID}`, undefined, token);
  const template = Object.values(booking.emailTemplates).find((t) => t.name === 'Attendee Invite Link');
  const sent = await call(base, 'POST', '/email-parse-request', { bookingID: booking.bookingID, spaceID: SPACE_ID, emailTemplateID: template.id, toSend: guests.map((g) => g.registrationID) }, token);
  if (sent.queued.length !== count) throw new Error(`queued ${sent.queued.length} of ${count}: ${JSON.stringify(sent.failed.slice(0, 3))}`);
  return { bookingID: booking.bookingID, recipients: guests.map((g) => g.registrationData.emailAddress.toLowerCase()) };
}

/** The deliveries of the given bookings that are not sent or failed yet, and the failed ones. */
async function queueState(base, token, bookingIDs) {
  let open = 0;
  let failed = 0;
  for (const bookingID of bookingIDs) {
    const deliveries = await call(base, 'GET', `/email-deliveries?bookingID=${bookingID}`, undefined, token);
    open += deliveries.filter((d) => d.state === 'queued').length;
    failed += deliveries.filter((d) => d.state === 'failed').length;
  }
  return { open, failed };
}

const sink = await startSink();
const postgres = await freshPostgres();
const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-kill-mail-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  GREENROOM_DATA_DIR: dataDir,
  GREENROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
  GREENROOM_ADMIN_EMAIL: 'admin@example.com',
  GREENROOM_SEED: 'demo',
  GREENROOM_MAIL_FROM: 'Kill Test <no-reply@kill.test>',
  SMTP_URL: sink.url,
  MAIL_CLAIM_SECONDS: String(CLAIM_SECONDS),
  DATABASE_URL: postgres?.url ?? '',
  LOG_LEVEL: '',
};

let server;
let exitCode = 0;
try {
  server = await startServer(env, port);
  let token = await signIn(base);
  const bookings = [];
  for (let index = 0, queued = 0; queued < MAILS; index += 1) {
    const count = Math.min(GUESTS_PER_BOOKING, MAILS - queued);
    bookings.push(await queueMails(base, token, index, count, queued));
    queued += count;
  }
  const recipients = bookings.flatMap((b) => b.recipients);
  const bookingIDs = bookings.map((b) => b.bookingID);

  // Kill at random moments while it sends, restart each time.
  let kills = 0;
  for (; kills < KILLS && Date.now() < DEADLINE; kills += 1) {
    await delay(150 + Math.random() * 900);
    await kill(server);
    server = await startServer(env, port);
  }
  const receivedAtLastKill = sink.received.length;

  // Wait (bounded) until nothing is left to send.
  token = (await call(base, 'POST', '/auth/sign-in', { username: 'admin', password: ADMIN_NEW_PASSWORD })).session.idToken;
  let state = await queueState(base, token, bookingIDs);
  while (state.open > 0 && Date.now() < DEADLINE) {
    await delay(500); // polling the server's queue, not a test
    state = await queueState(base, token, bookingIDs);
  }

  const byRecipient = new Map();
  for (const { to, messageId } of sink.received) byRecipient.set(to.toLowerCase(), [...(byRecipient.get(to.toLowerCase()) ?? []), messageId]);
  const lost = recipients.filter((to) => !byRecipient.has(to));
  const duplicated = [...byRecipient.entries()].filter(([, ids]) => ids.length > 1);
  const duplicateMails = duplicated.reduce((sum, [, ids]) => sum + ids.length - 1, 0);
  const sameId = duplicated.every(([, ids]) => ids[0] !== '' && ids.every((id) => id === ids[0]));
  const withoutId = sink.received.filter((r) => r.messageId === '').length;

  console.log(`kill-test-mail: ${postgres ? 'PostgreSQL' : 'SQLite'}, ${MAILS} mails queued, ${kills} kills (SIGKILL), claim ${CLAIM_SECONDS} s`);
  console.log(`  received by the SMTP sink: ${sink.received.length} (${receivedAtLastKill} before the last restart)`);
  console.log(`  sent (distinct recipients reached): ${byRecipient.size}`);
  console.log(`  lost (queued, never received): ${lost.length}`);
  console.log(`  duplicates: ${duplicateMails} extra mails to ${duplicated.length} recipients`);
  console.log(`  every duplicate carried the same Message-ID: ${duplicated.length === 0 ? 'yes (none)' : sameId ? 'yes' : 'NO'}`);
  console.log(`  mails without a Message-ID: ${withoutId}; deliveries still open: ${state.open}; failed: ${state.failed}`);
  console.log(`  took ${((Date.now() - STARTED) / 1000).toFixed(0)} s`);
  if (lost.length > 0 || !sameId || state.open > 0 || state.failed > 0 || kills < KILLS) exitCode = 1;
  if (state.open > 0) console.log('  gave up: the queue did not empty in time');
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (server) await kill(server);
  await sink.close();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
