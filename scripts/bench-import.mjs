/**
 * Guest import benchmark (issue 12): a 10,000-row CSV file parsed with core's guest-list parser
 * (decoded from bytes as an upload is), previewed by the server's dry run and committed with
 * update-by-email, end to end; budget <= 2000 ms. Reported as a ratio against a baseline measured
 * in the same run: the plain bulk import of the same rows (no parse, no preview, no matching).
 * A re-import of the same file must create nothing.
 *
 * Usage: node scripts/bench-import.mjs [--rows 10000] [--src]
 *   --src runs the server and core from their TypeScript sources through tsx (no build needed).
 * The server child is scripts/bench-server.mjs in its 'server' role (same tenant set-up).
 */
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_CREDENTIALS, bookingBody, numberOption, root, timed } from './benchHarness.mjs';

const ROWS = numberOption('rows', 10_000, 1, 10_000);
const fromSource = process.argv.slice(2).includes('--src');
const BUDGET_MS = 2000;

if (!fromSource && !existsSync(join(root, 'packages/server/dist/index.js'))) {
  console.error('bench-import: packages/server/dist is missing. Run `npm run build -w packages/server` first, or pass --src.');
  process.exit(1);
}

const core = await import(
  pathToFileURL(join(root, fromSource ? 'packages/core/src/rules.ts' : 'packages/core/dist/rules.js')).href
);

function startServer(dataDir) {
  const child = fork(join(root, 'scripts/bench-server.mjs'), [], {
    cwd: root,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    env: { ...process.env, BENCH_ROLE: 'server', BENCH_DATA_DIR: dataDir, BENCH_SOURCE: fromSource ? '1' : '0' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`server process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message);
      });
    });
  return { child, next };
}

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  const value = JSON.parse(text);
  // POST /booking answers the booking as a JSON-encoded string (the legacy client's contract).
  return typeof value === 'string' && value.startsWith('{') ? JSON.parse(value) : value;
}

/** The file a producer uploads: the template's header and ROWS rows, as UTF-8 bytes with a BOM. */
function guestFile() {
  const header = core.GUEST_LIST_HEADERS.US.join(',');
  const lines = Array.from({ length: ROWS }, (_, i) => `First${i},Last${i},Bench Co,guest${i}@example.com,5550102030,${i} Main St,,Austin,TX,78701,${i % 10 === 0 ? 'Yes' : 'no'}`);
  return new TextEncoder().encode(`\uFEFF${header}\r\n${lines.join('\r\n')}\r\n`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-bench-import-'));
const server = startServer(dataDir);
let exitCode = 0;
try {
  const { address } = await server.next();
  const signIn = await fetch(`${address}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_CREDENTIALS),
  });
  const token = (await signIn.json()).session.idToken;
  const newBooking = (index) => call(address, token, 'POST', '/booking', bookingBody({ index, name: `Import bench ${index + 1}` }));
  const baselineBooking = await newBooking(0);
  const importBooking = await newBooking(1);
  for (const booking of [baselineBooking, importBooking]) {
    server.child.send({ sizeBooking: booking.bookingID });
    await server.next();
  }
  const bytes = guestFile();

  // Baseline: the plain bulk import of already parsed rows.
  const parsedOnce = core.parseGuestListCsv(core.decodeCsvBytes(bytes), 'US');
  if (!parsedOnce.ok) throw new Error(parsedOnce.error);
  const { result: plain, ms: baselineMs } = await timed(() =>
    call(address, token, 'POST', '/registrations/bulk', { bookingID: baselineBooking.bookingID, rows: parsedOnce.rows }),
  );
  if (plain.created !== ROWS) throw new Error(`baseline created ${plain.created}`);

  // End to end: decode + parse, dry-run preview, commit.
  const timings = {};
  const started = performance.now();
  let mark = started;
  const lap = (name) => {
    const now = performance.now();
    timings[name] = now - mark;
    mark = now;
  };
  const parsed = core.parseGuestListCsv(core.decodeCsvBytes(bytes), 'US');
  if (!parsed.ok) throw new Error(parsed.error);
  lap('parse');
  const preview = await call(address, token, 'POST', '/registrations/bulk', { bookingID: importBooking.bookingID, rows: parsed.rows, dryRun: true, updateByEmail: true });
  lap('preview');
  if (preview.created !== ROWS) throw new Error(`preview counts ${preview.created} new rows`);
  const committed = await call(address, token, 'POST', '/registrations/bulk', { bookingID: importBooking.bookingID, rows: parsed.rows, updateByEmail: true });
  lap('commit');
  const totalMs = performance.now() - started;
  if (committed.created !== ROWS) throw new Error(`commit created ${committed.created}`);

  const { result: again, ms: againMs } = await timed(() =>
    call(address, token, 'POST', '/registrations/bulk', { bookingID: importBooking.bookingID, rows: parsed.rows, updateByEmail: true }),
  );
  if (again.created !== 0 || again.unchanged !== ROWS) throw new Error(`re-import created ${again.created}, unchanged ${again.unchanged}`);

  console.log(`bench-import: ${fromSource ? 'sources (tsx)' : 'built dist'}, SQLite in ${dataDir}`);
  console.log(`\nGuest CSV import, ${ROWS} rows (${(bytes.length / 1024).toFixed(0)} KB)`);
  console.log(`  parse (decode + core parser)   ${timings.parse.toFixed(0).padStart(6)} ms`);
  console.log(`  preview (server dry run)       ${timings.preview.toFixed(0).padStart(6)} ms`);
  console.log(`  commit (one transaction)       ${timings.commit.toFixed(0).padStart(6)} ms`);
  console.log(`  end to end                     ${totalMs.toFixed(0).padStart(6)} ms (budget <= ${BUDGET_MS} ms: ${totalMs <= BUDGET_MS ? 'met' : 'NOT met'})`);
  console.log(`  baseline: plain bulk import    ${baselineMs.toFixed(0).padStart(6)} ms`);
  console.log(`  ratio  end to end is ${(totalMs / baselineMs).toFixed(2)}x the plain bulk import`);
  console.log(`  re-import of the same file     ${againMs.toFixed(0).padStart(6)} ms, 0 created, ${again.unchanged} unchanged`);
} catch (error) {
  console.error(`bench-import: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  server.child.send('stop');
  await new Promise((resolve) => (server.child.exitCode !== null ? resolve() : server.child.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
