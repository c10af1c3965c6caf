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
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { BENCH_CREDENTIALS, BENCH_SPACE_ID, bookingBody, guestRow, importServer, numberOption, sizeBooking, startBenchServer, timed } from './benchHarness.mjs';

const RECIPIENTS = numberOption('recipients', 1_000, 1, 10_000);
const QUEUE_BUDGET_MS = 300;

const fromSource = process.env.BENCH_SOURCE === '1';
const server = await importServer(fromSource);

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

const smtp = await startSmtp();
const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-bench-mail-'));
let bench;
let exitCode = 0;
try {
  // Not listening: the worker stays idle until the bench drains it, so the two figures stay apart.
  bench = await startBenchServer(server, { dataDir, env: { SMTP_URL: smtp.url } });
  const { app, handle } = bench;
  const call = async (method, url, payload, token) => {
    const response = await app.inject({ method, url: `/api${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response.json();
  };
  const token = (await call('POST', '/auth/sign-in', BENCH_CREDENTIALS)).session.idToken;
  const created = await call('POST', '/booking', bookingBody({ name: 'Bench launch' }), token);
  const { bookingID } = typeof created === 'string' ? JSON.parse(created) : created;
  const booking = await call('GET', `/booking?bookingID=${bookingID}`, undefined, token);
  await sizeBooking(handle.db, booking.bookingID);
  await call('POST', '/registrations/bulk', { bookingID: booking.bookingID, rows: Array.from({ length: RECIPIENTS }, (_, i) => guestRow(i)) }, token);
  const guests = await call('GET', `/attendees/all?bookingID=${booking.bookingID}`, undefined, token);
  const templateID = Object.values(booking.emailTemplates).find((t) => t.name === 'Attendee Invite Link').id;

  // 1. Queue.
  const { result: queued, ms: queueMs } = await timed(() =>
    call('POST', '/email-parse-request', { bookingID: booking.bookingID, spaceID: BENCH_SPACE_ID, emailTemplateID: templateID, toSend: guests.map((g) => g.registrationID) }, token),
  );
  if (queued.queued.length !== RECIPIENTS) throw new Error(`queued ${queued.queued.length} of ${RECIPIENTS}`);

  // 2. The worker drains the queue to the SMTP server...
  const { ms: workerMs } = await timed(() => app.mailWorker.drain());
  const sent = await handle.db.selectFrom('mail_deliveries').select(({ fn }) => fn.countAll().as('n')).where('state', '=', 'sent').executeTakeFirstOrThrow();
  if (Number(sent.n) !== RECIPIENTS) throw new Error(`the worker sent ${sent.n} of ${RECIPIENTS}`);

  // ...against nodemailer sending the same rendered mails directly.
  const mails = await handle.db.selectFrom('mail_deliveries').selectAll().execute();
  // The same transport settings as the worker's (5 pooled connections), all handed over at once.
  const transport = nodemailer.createTransport({ url: smtp.url, pool: true, maxConnections: 5 });
  const { ms: directMs } = await timed(() =>
    Promise.all(
      mails.map((mail) =>
        transport.sendMail({ from: { name: mail.from_name, address: 'mailer@greenroom.test' }, replyTo: mail.reply_to, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html || undefined }),
      ),
    ),
  );
  transport.close();

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
  await bench?.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
