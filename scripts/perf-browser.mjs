#!/usr/bin/env node
/**
 * Browser figures of the built portal (docs/architecture.md#budgets), the median of 5 cold loads each in
 * headless Chromium:
 *
 * 1. Sign-in: time from navigation start until the LOGIN button is visible on /.
 * 2. Space: time until the space header shows 'Main Hall' on /space/space-1, signed in (the
 *    session comes back from its refresh cookie, as for any link a producer opens; the browser
 *    cache is disabled, so its scripts are fetched again).
 *
 * For both, the JavaScript the page loaded: bytes as transferred (from CDP
 * Network.loadingFinished encodedDataLength), decoded, and gzip -9 of the decoded bodies (the
 * unit of the 170 KB first-route budget). Prints a table and writes test-results/perf-browser.json.
 *
 * Runs the BUILT server and host (packages/server/dist, examples/portal/dist) the way the e2e
 * harness does: a free port on 127.0.0.1 and a fresh data directory with the demo seed.
 *
 *   node scripts/perf-browser.mjs [--runs 5]        (E2E_WEB_DIR=<folder> serves another host build)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { repoRoot } from './builds.mjs';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const RUNS = Math.min(Math.max(runsIndex === -1 ? 5 : Number(args[runsIndex + 1]) || 5, 1), 20);
const ADMIN_PASSWORD = 'TempPass1';
const ADMIN_NEW_PASSWORD = 'Greenroom2026';
const SPACE_ID = 'space-1';
const OUTPUT = join(repoRoot, 'test-results', 'perf-browser.json');
/** The host build to serve; E2E_WEB_DIR (as for the e2e harness) points at another one. */
const WEB_DIR = process.env.E2E_WEB_DIR ?? 'examples/portal/dist';

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The built server with the built host, as e2e/harness.ts starts it; resolves once healthy. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-perf-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['packages/server/dist/cli.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      GREENROOM_DATA_DIR: dataDir,
      GREENROOM_WEB_DIR: WEB_DIR,
      GREENROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
      GREENROOM_ADMIN_EMAIL: 'admin@example.com',
      GREENROOM_SEED: 'demo',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server did not come up:\n${output}`);
}

async function postJson(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: await response.json().catch(() => undefined) };
}

/** Replaces the super-admin's temporary password, so later sign-ins need no challenge. */
async function completeFirstSignIn(baseUrl) {
  const first = await postJson(`${baseUrl}/api/auth/sign-in`, { username: 'admin', password: ADMIN_PASSWORD });
  if (first.json?.kind !== 'newPasswordRequired') throw new Error(`first sign-in answered ${first.status}: ${JSON.stringify(first.json)}`);
  const done = await postJson(`${baseUrl}/api/auth/complete-new-password`, {
    session: first.json.challenge.session,
    firstName: 'Ada',
    lastName: 'Admin',
    password: ADMIN_NEW_PASSWORD,
  });
  if (done.status !== 200) throw new Error(`complete-new-password answered ${done.status}: ${JSON.stringify(done.json)}`);
}

/**
 * Signs the admin in on a page of its own, so the measured page, in the same context, opens the
 * link as a signed-in producer does (the session comes back from the refresh cookie).
 */
async function signInThroughForm(context, baseUrl) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByLabel(/^Username/).fill('admin');
  await page.getByLabel(/^Password/).fill(ADMIN_NEW_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
  await page.close();
}

/**
 * One cold load in a fresh context: `prepare(context)` first (e.g. a sign-in for the cookie), then
 * `url`, until `ready(page)` resolves. Returns the time since navigation start and the scripts' bytes.
 */
async function measure(browser, url, ready, prepare = async () => undefined) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(30_000);
  await prepare(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map(); // requestId → { url, transferred, decoded }
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, transferred: 0, decoded: 0 });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.transferred = encodedDataLength;
  });
  const gzipped = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.body().then((body) => gzipped.set(response.url(), gzipSync(body, { level: 9 }).length), () => undefined);
  });

  await page.goto(url);
  try {
    await ready(page);
  } catch (error) {
    const shot = join(repoRoot, 'test-results', 'perf-browser-failure.png');
    await page.screenshot({ path: shot, fullPage: true });
    throw new Error(`${url} never got ready (now at ${page.url()}; screenshot ${shot}): ${error instanceof Error ? error.message : error}`);
  }
  const ms = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const loaded = [...scripts.values()];
  const sum = (pick) => loaded.reduce((total, script) => total + pick(script), 0);
  const result = {
    ms,
    files: loaded.length,
    transferredBytes: sum((script) => script.transferred),
    decodedBytes: sum((script) => script.decoded),
    gzipBytes: [...gzipped.values()].reduce((total, size) => total + size, 0),
  };
  await context.close();
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summarise(name, runs) {
  return {
    name,
    runs,
    medianMs: Math.round(median(runs.map((run) => run.ms))),
    files: runs[runs.length - 1].files,
    transferredBytes: median(runs.map((run) => run.transferredBytes)),
    decodedBytes: median(runs.map((run) => run.decodedBytes)),
    gzipBytes: median(runs.map((run) => run.gzipBytes)),
  };
}

function printTable(rows) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const lines = [
    ['screen', `median of ${RUNS}`, 'JS files', 'JS transferred', 'JS decoded', 'JS gzip -9'],
    ...rows.map((row) => [row.name, `${row.medianMs} ms`, String(row.files), kb(row.transferredBytes), kb(row.decodedBytes), kb(row.gzipBytes)]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const line of lines) console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

async function main() {
  for (const output of ['packages/server/dist/cli.js', join(WEB_DIR, 'index.html')]) {
    if (!existsSync(join(repoRoot, output))) {
      console.error(`perf-browser: ${output} is missing. Run \`npm run build\` (or the workspace's build) first.`);
      process.exit(1);
    }
  }
  const executablePath = findChromium();
  if (!executablePath) {
    console.error('perf-browser: no Chromium found (set CHROMIUM_PATH or apt-get install chromium).');
    process.exit(1);
  }
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await completeFirstSignIn(server.url);
    const signInRuns = [];
    const spaceRuns = [];
    for (let run = 0; run < RUNS; run += 1) {
      signInRuns.push(await measure(browser, `${server.url}/`, (page) => page.getByRole('button', { name: 'LOGIN' }).waitFor({ state: 'visible' })));
      spaceRuns.push(
        await measure(
          browser,
          `${server.url}/space/${SPACE_ID}`,
          (page) => page.locator('[data-ui="SpaceHeader"]').getByRole('heading', { name: 'Main Hall' }).waitFor({ state: 'visible' }),
          (context) => signInThroughForm(context, server.url),
        ),
      );
    }
    const rows = [summarise('sign-in (/ until LOGIN)', signInRuns), summarise(`space (/space/${SPACE_ID} until header)`, spaceRuns)];
    console.log(`perf-browser: built server and host (${WEB_DIR}), headless Chromium, ${RUNS} cold loads each (cache disabled)\n`);
    printTable(rows);
    mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
    writeFileSync(OUTPUT, `${JSON.stringify({ measuredAt: new Date().toISOString(), host: WEB_DIR, runs: RUNS, screens: rows }, null, 2)}\n`);
    console.log(`\nwritten to ${OUTPUT}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(`perf-browser: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
