#!/usr/bin/env node
/**
 * Server benchmarks of the booking area, each reported as a ratio against a baseline measured in
 * the same run (docs/architecture.md#budgets):
 *
 * 1. Guest import: one POST /api/registrations/bulk of N rows (default 10,000) against N single
 *    POST /api/registration calls (16 in flight, as the console's parallel upload).
 * 2. Booking list: GET /api/space/bookings/all of a 500-booking space against bare Fastify serving
 *    the same JSON text from memory (already serialised: the strictest baseline); then both with
 *    `Accept-Encoding: gzip`, bare Fastify sending the same gzip bytes from memory and Greenroom its
 *    kept compressed bytes (issue 19); autocannon, 50 connections, a few seconds each, 127.0.0.1 only.
 *
 * Runs the BUILT server (packages/server/dist; `npm run build -w packages/server` first), or the
 * sources through tsx with `--src`. The server and the baseline each run in a child process so the
 * load generator never shares their event loop. Everything is bounded and the script exits by itself.
 *
 *   node scripts/bench-server.mjs [--src] [--rows 10000] [--seconds 5]
 */
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_CREDENTIALS, BENCH_SPACE_ID, bookingBody, guestRow, importServer, numberOption, root, sizeBooking, startBenchServer, timed } from './benchHarness.mjs';

const args = process.argv.slice(2);
const ROWS = numberOption('rows', 10_000, 1, 10_000);
const SECONDS = numberOption('seconds', 5, 1, 30);
const BOOKINGS = 500;
const CONNECTIONS = 50;
const SINGLE_CONCURRENCY = 16;

const role = process.env.BENCH_ROLE;
if (role === 'server') await serveGreenroom();
else if (role === 'bare') await serveBare();
else await orchestrate();

// ---------------------------------------------------------------- child: the Greenroom server

async function serveGreenroom() {
  const server = await importServer(process.env.BENCH_SOURCE === '1');
  const { app, handle, close } = await startBenchServer(server, { dataDir: process.env.BENCH_DATA_DIR, env: { GREENROOM_GUEST_RATE_LIMIT: '1000000' } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ address, spaceID: BENCH_SPACE_ID });
  process.on('message', async (message) => {
    if (message === 'stop') {
      await close();
      process.exit(0);
    }
    // Size a booking for the import budget.
    if (message?.sizeBooking) {
      await sizeBooking(handle.db, message.sizeBooking);
      process.send({ sized: message.sizeBooking });
    }
  });
}

// ---------------------------------------------------------------- child: bare Fastify baseline

async function serveBare() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  // The strictest baseline: the very JSON text, already serialised, sent from memory.
  let json = '[]';
  let gzipped = Buffer.alloc(0);
  app.get('/api/space/bookings/all', async (request, reply) => {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(gzipped);
    return reply.send(json);
  });
  process.on('message', async (message) => {
    if (message === 'stop') {
      await app.close();
      process.exit(0);
    }
    if (message?.json) {
      json = message.json;
      gzipped = Buffer.from(message.gzip, 'base64');
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      process.send({ address });
    }
  });
  process.send({ ready: true });
}

// ---------------------------------------------------------------- parent: load and report

function startChild(roleName, env = {}) {
  const execArgv = process.env.BENCH_SOURCE === '1' ? ['--import', 'tsx'] : [];
  const child = fork(fileURLToPath(import.meta.url), args, {
    cwd: root,
    execArgv,
    env: { ...process.env, BENCH_ROLE: roleName, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`${roleName} process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message);
      });
    });
  return { child, next, stop: () => child.send('stop') };
}

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return text === '' ? undefined : JSON.parse(text);
}

async function runLimited(count, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

async function load(url, headers) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function orchestrate() {
  const fromSource = args.includes('--src');
  if (!fromSource && !existsSync(join(root, 'packages/server/dist/index.js'))) {
    console.error('bench-server: packages/server/dist is missing. Run `npm run build -w packages/server` first, or pass --src.');
    process.exit(1);
  }
  if (fromSource) process.env.BENCH_SOURCE = '1';
  const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-bench-'));
  const ours = startChild('server', { BENCH_DATA_DIR: dataDir });
  const bare = startChild('bare');
  let exitCode = 0;
  try {
    const [{ address, spaceID }] = await Promise.all([ours.next(), bare.next()]);
    const signIn = await fetch(`${address}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_CREDENTIALS),
    });
    const token = (await signIn.json()).session.idToken;
    console.log(`bench-server: ${fromSource ? 'sources (tsx)' : 'built dist'}, SQLite in ${dataDir}`);

    // 1. Guest import: bulk against single calls.
    const bulkBooking = JSON.parse(await call(address, token, 'POST', '/booking', bookingBody({ index: 0 })));
    const singleBooking = JSON.parse(await call(address, token, 'POST', '/booking', bookingBody({ index: 1 })));
    for (const booking of [bulkBooking, singleBooking]) {
      ours.child.send({ sizeBooking: booking.bookingID });
      await ours.next();
    }
    const rows = Array.from({ length: ROWS }, (_, i) => guestRow(i, { brand: i % 10 === 0 }));
    const { result: imported, ms: bulkMs } = await timed(() => call(address, token, 'POST', '/registrations/bulk', { bookingID: bulkBooking.bookingID, rows }));
    if (imported.created !== ROWS) throw new Error(`bulk import created ${imported.created}`);
    const { ms: singleMs } = await timed(() =>
      runLimited(ROWS, SINGLE_CONCURRENCY, (i) => call(address, token, 'POST', '/registration', { bookingID: singleBooking.bookingID, ...rows[i] })),
    );
    console.log('\nGuest import');
    console.log(`  bulk   ${ROWS} rows in one call        ${bulkMs.toFixed(0).padStart(7)} ms`);
    console.log(`  single ${ROWS} POST /registration (x${SINGLE_CONCURRENCY}) ${singleMs.toFixed(0).padStart(7)} ms`);
    console.log(`  ratio  bulk is ${(singleMs / bulkMs).toFixed(1)}x faster (budget: ${ROWS} rows <= 2000 ms: ${bulkMs <= 2000 ? 'met' : 'NOT met'})`);

    // 2. The 500-booking list against bare Fastify with the same JSON.
    await runLimited(BOOKINGS - 2, 8, (i) => call(address, token, 'POST', '/booking', bookingBody({ index: i + 2 })));
    const listPath = `/space/bookings/all?spaceID=${spaceID}`;
    const listResponse = await fetch(`${address}/api${listPath}`, { headers: { authorization: `Bearer ${token}` } });
    const json = await listResponse.text();
    // The very bytes Greenroom sends gzip-encoded (its kept compression of the cached list).
    const { request: httpRequest } = await import('node:http');
    const gzip = await new Promise((resolve, reject) => {
      const req = httpRequest(`${address}/api${listPath}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } }, (res) => {
        if (res.headers['content-encoding'] !== 'gzip') reject(new Error('the list was not sent gzip-encoded'));
        const parts = [];
        res.on('data', (part) => parts.push(part));
        res.on('end', () => resolve(Buffer.concat(parts)));
      });
      req.on('error', reject);
      req.end();
    });
    const count = JSON.parse(json).length;
    if (count !== BOOKINGS) throw new Error(`the list has ${count} bookings`);
    bare.child.send({ json, gzip: gzip.toString('base64') });
    const { address: bareAddress } = await bare.next();
    const bytes = Buffer.byteLength(json);
    const baseline = await load(`${bareAddress}/api${listPath}`, {});
    const measured = await load(`${address}/api${listPath}`, { authorization: `Bearer ${token}` });
    const ratio = measured.rps / baseline.rps;
    console.log(`\nBooking list (${BOOKINGS} bookings, ${(bytes / 1024).toFixed(0)} KB, ${CONNECTIONS} connections, ${SECONDS} s each)`);
    console.log(`  bare Fastify, same JSON  ${baseline.rps.toFixed(0).padStart(6)} req/s  p99 ${String(baseline.p99).padStart(4)} ms`);
    console.log(`  Greenroom (signed in)    ${measured.rps.toFixed(0).padStart(6)} req/s  p99 ${String(measured.p99).padStart(4)} ms`);
    console.log(
      `  ratio  ${(ratio * 100).toFixed(0)}% of bare (budget >= 50%: ${ratio >= 0.5 ? 'met' : 'NOT met'}; p99 <= 50 ms: ${measured.p99 <= 50 ? 'met' : 'NOT met'})`,
    );
    const gzipHeaders = { 'accept-encoding': 'gzip' };
    const bareGzip = await load(`${bareAddress}/api${listPath}`, gzipHeaders);
    const oursGzip = await load(`${address}/api${listPath}`, { authorization: `Bearer ${token}`, ...gzipHeaders });
    const gzipRatio = oursGzip.rps / bareGzip.rps;
    console.log(`\nBooking list with Accept-Encoding: gzip (${(gzip.length / 1024).toFixed(0)} KB on the wire)`);
    console.log(`  bare Fastify, same gzip  ${bareGzip.rps.toFixed(0).padStart(6)} req/s  p99 ${String(bareGzip.p99).padStart(4)} ms`);
    console.log(`  Greenroom (signed in)    ${oursGzip.rps.toFixed(0).padStart(6)} req/s  p99 ${String(oursGzip.p99).padStart(4)} ms`);
    console.log(
      `  ratio  ${(gzipRatio * 100).toFixed(0)}% of bare (budget >= 50%: ${gzipRatio >= 0.5 ? 'met' : 'NOT met'}; p99 <= 50 ms: ${oursGzip.p99 <= 50 ? 'met' : 'NOT met'})`,
    );
  } catch (error) {
    console.error(`bench-server: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  } finally {
    ours.stop();
    bare.stop();
    await Promise.all([ours.child, bare.child].map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}
