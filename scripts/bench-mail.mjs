#!/usr/bin/env node
/**
 * Mail queue figures (issue 13), in one process against a local SMTP server (smtp-server):
 *
 * 1. Queue: one POST /api/email-parse-request to N recipients (default 1,000). It renders each
 *    mail and writes one queued delivery per recipient in one transaction; budget ≤ 300 ms.
 * 2. Delivery rate: the server's mail worker draining that queue to the SMTP server, against
 *    nodemailer sending the same N mails directly (same 5-connection pool, all handed over at
 *    once: the best a request-bound sender could do), as a ratio.
 *
 * Usage: node scripts/bench-mail.mjs [--recipients 1000]   (the built server: npm run build first)
 *        BENCH_SOURCE=1 node --import tsx scripts/bench-mail.mjs   (the sources)
 * Exit code 1 when queuing misses its budget.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const at = args.indexOf('--recipients');
const RECIPIENTS = Math.min(Math.max(at === -1 ? 1_000 : Number(args[at + 1]), 1), 10_000);
const QUEUE_BUDGET_MS = 300;

const fromSource = process.env.BENCH_SOURCE === '1';
const server = await import(fromSource ? join(root, 'packages/server/src/index.ts') : join(root, 'packages/server/dist/index.js'));

/** A local SMTP server that accepts everything and counts messages. */
async function startSmtp() {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${smtp.server.address().port}`, received: () => received, close: () => new Promise((resolve) => smtp.close(resolve)) };
}

/** World, project, space (open all year) and a producer assigned to the project. */
async function seedTenant(db) {
  const now = Date.now();
  await db.insertInto('worlds').values({ world_id: 'bench-world', name: 'Bench', created_at: now }).execute();
  await db.insertInto('projects').values({ project_id: 'bench-project', project_name: 'Bench', created_at: now }).execute();
  await db
    .insertInto('spaces')
    .values({
      space_id: 'bench-space',
      project_id: 'bench-project',
      world_id: 'bench-world',
      space_name: 'Bench Hall',
      start_date: JSON.stringify({ date: '2026-01-01T06:01:00Z', timezone: 'America/Chicago' }),
      end_date: JSON.stringify({ date: '2027-01-01T05:59:00Z', timezone: 'America/Chicago' }),
      maximum_user_hours: 1000,
      default_video_server: 'https://video.greenroom.test',
      default_video_server_app_id: 'greenroom-public',
      default_game_server: 'wss://game.greenroom.test',
      default_game_port: 443,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('producers')
    .values({
      producer_id: 'bench-producer',
      username: 'bench',
      username_key: 'bench',
      email: 'bench@example.test',
      email_key: 'bench@example.test',
      first_name: 'Bench',
      last_name: 'Mark',
      role: 1,
      password_hash: await server.hashPassword('Secret123', 2 ** 10),
      must_change_password: 0,
      temporary_password_expires_at: null,
      failed_sign_ins: 0,
      lockouts: 0,
      locked_until: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.insertInto('producer_projects').values({ producer_id: 'bench-producer', project_id: 'bench-project' }).execute();
}

function bookingBody() {
  const start = Date.UTC(2026, 2, 1, 15);
  const iso = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z');
  return {
    spaceID: 'bench-space',
    name: 'Bench launch',
    start: { time: iso(start), timezone: 'America/Chicago', timeValue: start },
    end: { time: iso(start + 3_600_000), timezone: 'America/Chicago', timeValue: start + 3_600_000 },
    capacity: 20,
    gracePeriodMinutes: 0,
    accessTime: iso(start),
    doorsOpen: iso(start - 1_800_000),
    doorsClosed: iso(start + 5_400_000),
  };
}

const guestRow = (i) => ({
  first: `First${i}`,
  last: `Last${i}`,
  email: `guest${i}@example.com`,
  company: 'Bench Co',
  phone: '(555) 010-2030',
  address: { addressLine1: `${i} Main St`, addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  brand: false,
  allowEarlyAccess: false,
});

const smtp = await startSmtp();
const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-bench-mail-'));
const handle = await server.openDatabase({ dataDir });
let exitCode = 0;
try {
  await server.runMigrations(handle);
  await seedTenant(handle.db);
  const config = server.loadConfig({ GREENROOM_DATA_DIR: dataDir, GREENROOM_SEED: 'none', PUBLIC_URL: 'http://127.0.0.1', SMTP_URL: smtp.url });
  // Not listening: the worker stays idle until the bench drains it, so the two figures stay apart.
  const app = await server.buildApp({ db: handle.db, config, scryptCost: 2 ** 10 });
  const call = async (method, url, payload, token) => {
    const response = await app.inject({ method, url: `/api${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response.json();
  };
  const token = (await call('POST', '/auth/sign-in', { username: 'bench', password: 'Secret123' })).session.idToken;
  const created = await call('POST', '/booking', bookingBody(), token);
  const { bookingID } = typeof created === 'string' ? JSON.parse(created) : created;
  const booking = await call('GET', `/booking?bookingID=${bookingID}`, undefined, token);
  await handle.db.updateTable('bookings').set({ registration_capacity: 100_000, use_registration_capacity: 1 }).where('booking_id', '=', booking.bookingID).execute();
  await call('POST', '/registrations/bulk', { bookingID: booking.bookingID, rows: Array.from({ length: RECIPIENTS }, (_, i) => guestRow(i)) }, token);
  const guests = await call('GET', `/attendees/all?bookingID=${booking.bookingID}`, undefined, token);
  const templateID = Object.values(booking.emailTemplates).find((t) => t.name === 'Attendee Invite Link').id;

  // 1. Queue.
  let started = performance.now();
  const queued = await call('POST', '/email-parse-request', { bookingID: booking.bookingID, spaceID: 'bench-space', emailTemplateID: templateID, toSend: guests.map((g) => g.registrationID) }, token);
  const queueMs = performance.now() - started;
  if (queued.queued.length !== RECIPIENTS) throw new Error(`queued ${queued.queued.length} of ${RECIPIENTS}`);

  // 2. The worker drains the queue to the SMTP server...
  started = performance.now();
  await app.mailWorker.drain();
  const workerMs = performance.now() - started;
  const sent = await handle.db.selectFrom('mail_deliveries').select(({ fn }) => fn.countAll().as('n')).where('state', '=', 'sent').executeTakeFirstOrThrow();
  if (Number(sent.n) !== RECIPIENTS) throw new Error(`the worker sent ${sent.n} of ${RECIPIENTS}`);

  // ...against nodemailer sending the same rendered mails directly.
  const mails = await handle.db.selectFrom('mail_deliveries').selectAll().execute();
  // The same transport settings as the worker's (5 pooled connections), all handed over at once.
  const transport = nodemailer.createTransport({ url: smtp.url, pool: true, maxConnections: 5 });
  started = performance.now();
  await Promise.all(
    mails.map((mail) =>
      transport.sendMail({ from: { name: mail.from_name, address: 'mailer@greenroom.test' }, replyTo: mail.reply_to, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html || undefined }),
    ),
  );
  const directMs = performance.now() - started;
  transport.close();
  await app.close();

  const rate = (ms) => ((RECIPIENTS / ms) * 1000).toFixed(0);
  console.log(`bench-mail: ${fromSource ? 'sources (tsx)' : 'built dist'}, SQLite, ${RECIPIENTS} recipients, SMTP at ${smtp.url}`);
  console.log(`  queue a send (POST /email-parse-request): ${queueMs.toFixed(0)} ms (budget ${QUEUE_BUDGET_MS} ms)${queueMs > QUEUE_BUDGET_MS ? '  OVER BUDGET' : ''}`);
  console.log(`  worker delivery:   ${workerMs.toFixed(0)} ms, ${rate(workerMs)} mails/s`);
  console.log(`  nodemailer direct: ${directMs.toFixed(0)} ms, ${rate(directMs)} mails/s`);
  console.log(`  worker / direct rate: ${(directMs / workerMs).toFixed(2)} (1.00 = as fast as sending directly)`);
  console.log(`  SMTP server received ${smtp.received()} messages`);
  if (queueMs > QUEUE_BUDGET_MS) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await handle.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
