#!/usr/bin/env node
/**
 * Browser figures of the built portal against a React-only baseline in the same run
 * (docs/architecture.md#budgets). The baseline (scripts/perf-baseline/: React + react-dom rendering
 * a sign-in form) is built minified, precompressed and served by the same server as the host; its
 * cold loads alternate with the portal's in headless Chromium (cache disabled). For each screen:
 *
 * - the median time from navigation start until it is usable, and its ratio to the baseline's: for
 *   a screen that shows without a click, the frame in which its elements were first visible, seen
 *   from inside the page (`watchVisible`: a check before each frame is painted), since Playwright's
 *   own waits answer only after the page's load event and while the main thread is free, which
 *   hides a page the server drew before its scripts ran;
 * - the JavaScript requested before it was usable, gzip -9 of the decoded bodies (the budget unit),
 *   and how much of it is beyond the baseline's own (React's: the part the portal decides);
 * - the sequential round trips before it was usable: the longest chain of requests in which each
 *   started only after the one before it finished (scripts/perf-baseline/requestChain.mjs), counted
 *   on extra cold loads under an emulated round-trip time (TRIP_RTT_MS). On the loopback a file
 *   can download before the page's first script has even run (a fresh page's JavaScript context
 *   takes tens of milliseconds to set up), which makes requests a script starts at once look
 *   sequential to that file; under a real network's delay they overlap, so only true dependencies
 *   (a call that needs another's answer, a module found by running another) count. The loopback
 *   figure is kept beside it.
 *
 * Screens: sign-in (/ until LOGIN), the space window (/space/space-1 until its header and bookings
 * list, signed in through the refresh cookie), a booking's Guest List (/booking/{id}, then the
 * tab until its list), and the admin menu (/admin-menu). Prints the machine's load average and a
 * table with the budgets, writes test-results/perf-browser.json; with --check exits 1 when a figure
 * is past its budget.
 *
 * Besides the cold loads, the Send Email dialog (issue 25): on a booking with 4 guests and one with
 * 9,999 (the registration-capacity maximum), the Email tab's send button of 'Attendee Invite Link'
 * is pressed and the time until the first recipient checkbox is visible is taken, alternating the
 * two, in two ways: once the tab has loaded (its calls answered, the people lists among them, as
 * a producer sees it before choosing a template), and pressed as soon as the button shows (so the
 * wait for GET /attendees/all is in the figure). The table gets the medians and, for 9,999, the
 * ratio to 4 (no budget).
 *
 *   node scripts/perf-browser.mjs [--runs 5] [--check] [--trace] [--send-only | --no-send] [--no-ssr]   (E2E_WEB_DIR=<folder> serves another host build)
 *
 * --send-only measures the Send Email dialog alone (no baseline, no cold loads, no budgets);
 * --no-send leaves it out (the cold loads and their budgets only, in a fraction of the time).
 * Signed-in space links are drawn on the server (ADR 0008); their row also shows when the page was
 * hydrated (the host's `greenroom:hydrated` performance mark). --no-ssr serves every page to be
 * drawn by the browser, for the figures without it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { repoRoot } from './builds.mjs';
import { longestChain } from './perf-baseline/requestChain.mjs';
import { completeFirstSignIn, signInThroughForm, startServer as startPerfServer } from './perfServer.mjs';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const RUNS = Math.min(Math.max(runsIndex === -1 ? 5 : Number(args[runsIndex + 1]) || 5, 1), 20);
const SPACE_ID = 'space-1';
const CHECK = args.includes('--check');
const SEND_ONLY = args.includes('--send-only');
const NO_SEND = args.includes('--no-send') && !SEND_ONLY;
const TRACE = args.includes('--trace');
/** --no-ssr: every page drawn by the browser, as before the server drew signed-in space links (ADR 0008). */
const NO_SSR = args.includes('--no-ssr');
const OUTPUT = join(repoRoot, 'test-results', SEND_ONLY ? 'perf-browser-send.json' : 'perf-browser.json');
const BASELINE_DIR = 'test-results/perf-baseline';
/** The round-trip time the round-trip figure is counted under (Lighthouse's mobile preset). */
const TRIP_RTT_MS = 150;
/** Cold loads per screen for the round-trip figure (on top of RUNS). */
const TRIP_RUNS = Math.min(RUNS, 3);

/**
 * The budgets (issue 31): time as a ratio to the React-only baseline of the same run, JS as
 * gzip -9 bytes before the screen is usable, and sequential round trips before it is usable.
 */
const BUDGETS = {
  signIn: { ratio: 1.5, gzipBytes: 90_000, roundTrips: 3 },
  space: { ratio: 1.5, gzipBytes: 130_000, roundTrips: 3 },
  guestList: { gzipBytes: 170_000, roundTrips: 3 },
  adminMenu: { gzipBytes: 130_000, roundTrips: 3 },
};
/** The host build to serve; E2E_WEB_DIR (as for the e2e harness) points at another one. */
const WEB_DIR = process.env.E2E_WEB_DIR ?? 'examples/portal/dist';
const startServer = (webDir = WEB_DIR) => startPerfServer(webDir, { ssr: !NO_SSR });

/** Builds the React-only baseline page (minified) and precompresses it like the host. */
function buildBaseline() {
  for (const [command, ...rest] of [
    ['npx', 'vite', 'build', '--config', 'scripts/perf-baseline/vite.config.mjs'],
    ['node', 'scripts/precompress.mjs', BASELINE_DIR],
  ]) {
    const run = spawnSync(command, rest, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) throw new Error(`${command} ${rest.join(' ')} failed`);
  }
}

/** Creates the booking whose Guest List is measured (an empty list, as a new booking has). */
async function createBooking(baseUrl, session, name = 'Perf Guests') {
  const call = async (method, path, body) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${session.idToken}`, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const start = Date.now() + 86_400_000;
  const end = start + 3_600_000;
  const iso = (ms) => new Date(ms).toISOString();
  const created = await call('POST', '/booking', {
    spaceID: SPACE_ID,
    name,
    start: { time: iso(start), timezone: 'America/Chicago', timeValue: start },
    end: { time: iso(end), timezone: 'America/Chicago', timeValue: end },
    capacity: 20,
    gracePeriodMinutes: 0,
    accessTime: iso(start - 3_600_000),
    doorsOpen: iso(start - 1_800_000),
    doorsClosed: iso(end + 1_800_000),
  });
  // POST /booking answers the booking as a JSON string (docs/reference/bookings.md §7).
  return typeof created === 'string' ? JSON.parse(created) : created;
}

/** The registration-capacity maximum (4 digits): the Send Email dialog's big list. */
const MANY_GUESTS = 9_999;
/** The people of the Send Email measure: a handful, and the most a booking may register. */
const SEND_SIZES = [4, MANY_GUESTS];

/**
 * A booking with `guests` attendees for the Send Email measure: created, its registration capacity
 * set to `guests` (PUT /booking with the whole booking read back), then the guests in one
 * POST /registrations/bulk (the server takes up to 10,000 rows in one call).
 */
async function bookingWithGuests(baseUrl, session, guests) {
  const call = async (method, path, body) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${session.idToken}`, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return response.json();
  };
  const created = await createBooking(baseUrl, session, `Perf Send ${guests}`);
  const stored = await call('GET', `/booking?bookingID=${encodeURIComponent(created.bookingID)}`);
  await call('PUT', '/booking', { ...stored, useRegistrationCapacity: true, registrationCapacity: Math.max(guests, stored.capacity) });
  const rows = Array.from({ length: guests }, (_, i) => {
    const n = String(i + 1).padStart(5, '0');
    return { first: `Guest${n}`, last: 'Perf', email: `guest${n}@example.com`, company: 'Perf Co', phone: '', address: {}, brand: i % 10 === 0, allowEarlyAccess: false };
  });
  const imported = await call('POST', '/registrations/bulk', { bookingID: created.bookingID, rows });
  if (imported.created !== guests) throw new Error(`the bulk import created ${imported.created} of ${guests} guests`);
  return created;
}

/** The two ways the Send Email opening is taken: after the Email tab's calls answered, or at once. */
const SEND_WAYS = [
  { key: 'loaded', label: 'tab loaded' },
  { key: 'atOnce', label: 'clicked at once' },
];

/**
 * One Send Email opening in a fresh signed-in context: the booking's Email tab is opened first (not
 * measured; with `way` 'loaded' until its calls answered), then the time from pressing 'Send
 * Attendee Invite Link' until the first recipient checkbox is visible.
 */
async function measureSendDialog(browser, baseUrl, booking, way) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(60_000);
  try {
    await signInThroughForm(context, baseUrl);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/booking/${encodeURIComponent(booking.bookingID)}`);
    await page.getByRole('tab', { name: 'Email' }).click();
    const send = page.getByRole('button', { name: 'Send Attendee Invite Link' });
    await send.waitFor({ state: 'visible' });
    if (way === 'loaded') await page.waitForLoadState('networkidle');
    const started = performance.now();
    await send.click();
    await page.locator('[data-ui="CheckboxList"]').getByRole('checkbox').first().waitFor({ state: 'visible' });
    return { ms: performance.now() - started };
  } finally {
    await context.close();
  }
}

/**
 * One cold load in a fresh context: `prepare(context)` first (e.g. a sign-in for the cookie), then
 * `url`, until `ready(page)` resolves. Returns the time since navigation start, the JavaScript
 * requested until then and the sequential round trips until then.
 */
/**
 * Runs in the measured page before its own scripts (an init script, which the page's CSP does not
 * govern): before each frame, until every condition holds, checks for an element matching each
 * `selector` (containing `text` when given) that has a box and is not hidden, and keeps that
 * frame's time in `window.__greenroomVisibleAt`.
 */
function watchVisible(conditions) {
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const met = () => conditions.every(({ selector, text }) => [...document.querySelectorAll(selector)].some((element) => (!text || element.textContent.includes(text)) && shown(element)));
  const frame = () => {
    if (met()) window.__greenroomVisibleAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function measure(browser, url, ready, prepare = async () => undefined, rttMs = 0, visibleWhen = undefined) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(30_000);
  await prepare(context);
  if (visibleWhen) await context.addInitScript(watchVisible, visibleWhen);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (rttMs > 0) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: rttMs, downloadThroughput: -1, uploadThroughput: -1 });
  const requests = new Map(); // requestId → { url, method, start, end?, type? }
  let usable = false;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
    if (usable || request.url.startsWith('data:')) return;
    requests.set(requestId, { url: request.url, method: request.method, start: timestamp, type });
  });
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    const entry = requests.get(requestId);
    if (entry) entry.type = type;
  });
  const finish = ({ requestId, timestamp }) => {
    const entry = requests.get(requestId);
    if (entry) entry.end = timestamp;
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  const gzipped = new Map(); // url → gzip -9 bytes of the decoded body
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
  // The frame the screen was first visible in, when watched; else now (a screen that needs a click).
  const ms = await page.evaluate(() => window.__greenroomVisibleAt ?? performance.now());
  usable = true; // requests from here on came after Playwright saw the screen usable (dropped below if after `ms`)
  // A page the server drew (ADR 0008) is usable to the eye first and to the hand once hydrated.
  let hydratedMs;
  if (await page.locator('#greenroom-prerendered').count()) {
    await page.waitForFunction(() => performance.getEntriesByName('greenroom:hydrated').length > 0);
    hydratedMs = await page.evaluate(() => performance.getEntriesByName('greenroom:hydrated')[0].startTime);
  }
  await page.waitForLoadState('networkidle');
  // Requests started after the screen was visible (seen from inside the page) did not make it so.
  const all = [...requests.values()];
  const before = all.filter((request) => (request.start - all[0].start) * 1000 <= ms);
  const scripts = before.filter((request) => request.type === 'Script');
  const chain = longestChain(before);
  const origin = new URL(url).origin;
  const result = {
    ms,
    hydratedMs,
    files: scripts.length,
    gzipBytes: scripts.reduce((total, script) => total + (gzipped.get(script.url) ?? 0), 0),
    roundTrips: chain.length,
    chain: chain.map((request) => `${request.method === 'GET' ? '' : `${request.method} `}${request.url.replace(origin, '')}`),
    requests: before.map((request) => ({
      url: request.url.replace(origin, ''),
      type: request.type,
      startMs: Math.round((request.start - before[0].start) * 1000),
      endMs: request.end === undefined ? undefined : Math.round((request.end - before[0].start) * 1000),
    })),
  };
  await context.close();
  return result;
}

const round2 = (value) => Math.round(value * 100) / 100;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summarise(key, name, runs, tripRuns, baselineMs) {
  const medianMs = Math.round(median(runs.map((run) => run.ms)));
  return {
    key,
    name,
    medianMs,
    ratio: baselineMs ? medianMs / baselineMs : undefined,
    hydratedMs: runs.every((run) => run.hydratedMs !== undefined) ? Math.round(median(runs.map((run) => run.hydratedMs))) : undefined,
    files: median(runs.map((run) => run.files)),
    gzipBytes: median(runs.map((run) => run.gzipBytes)),
    // The median too: a request the page started early can still, on a busy machine, begin after an unrelated one ended.
    roundTrips: median(tripRuns.map((run) => run.roundTrips)),
    chain: tripRuns[tripRuns.length - 1].chain,
    loopbackRoundTrips: median(runs.map((run) => run.roundTrips)),
    loopbackChain: runs[runs.length - 1].chain,
    tripRuns,
    budget: BUDGETS[key],
    runs,
  };
}

/** The figures past their budgets, as sentences. */
function overBudget(rows) {
  const over = [];
  for (const row of rows) {
    const budget = row.budget;
    if (!budget) continue;
    if (budget.ratio !== undefined && row.ratio > budget.ratio) over.push(`${row.name}: ${row.ratio.toFixed(2)}× the baseline (budget ${budget.ratio}×)`);
    if (row.gzipBytes > budget.gzipBytes) over.push(`${row.name}: ${(row.gzipBytes / 1000).toFixed(1)} kB JS (budget ${budget.gzipBytes / 1000} kB)`);
    if (row.roundTrips > budget.roundTrips) over.push(`${row.name}: ${row.roundTrips} sequential round trips (budget ${budget.roundTrips})`);
  }
  return over;
}

function printTable(rows) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  // What a screen loads beyond React's own script (the baseline's): the part the portal decides.
  const reactBytes = rows.find((row) => row.key === 'baseline')?.gzipBytes;
  const beyond = (row) => (row.key === 'baseline' || row.gzipBytes === undefined || reactBytes === undefined ? '' : kb(row.gzipBytes - reactBytes));
  const lines = [
    ['screen', `median of ${RUNS}`, '× baseline', 'hydrated', 'JS files', 'JS gzip -9', 'beyond baseline', `round trips (${TRIP_RTT_MS} ms RTT)`, 'loopback', 'budget (×, kB, trips)'],
    ...rows.map((row) => [
      row.name,
      `${row.medianMs} ms`,
      row.ratio === undefined ? '' : `${row.ratio.toFixed(2)}×`,
      row.hydratedMs === undefined ? '' : `${row.hydratedMs} ms`,
      row.files === undefined ? '' : String(row.files),
      row.gzipBytes === undefined ? '' : kb(row.gzipBytes),
      beyond(row),
      row.roundTrips === undefined ? '' : String(row.roundTrips),
      row.loopbackRoundTrips === undefined ? '' : String(row.loopbackRoundTrips),
      row.budget ? `${row.budget.ratio ? `${row.budget.ratio}×` : '-'}, ${row.budget.gzipBytes / 1000}, ${row.budget.roundTrips}` : '',
    ]),
  ];
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  for (const line of lines) console.log(line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

/** The baseline's and sign-in's usable moment: the LOGIN button visible. */
const LOGIN_VISIBLE = [{ selector: 'button', text: 'LOGIN' }];

/** A signed-in screen: the sign-in through the form happens in the context before the measured load. */
const signedIn = (serverUrl) => (context) => signInThroughForm(context, serverUrl);

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
  if (!SEND_ONLY) buildBaseline();
  // Ratios hold up under load better than times, but a busy machine still bends them: say how busy it was.
  const loadAtStart = loadavg()[0];
  const [server, baselineServer] = await Promise.all([startServer(), SEND_ONLY ? null : startServer(BASELINE_DIR)]);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const admin = await completeFirstSignIn(server.url);
    const booking = await createBooking(server.url, admin);
    const sendBookings = [];
    for (const guests of NO_SEND ? [] : SEND_SIZES) sendBookings.push({ guests, booking: await bookingWithGuests(server.url, admin, guests) });
    const screens = SEND_ONLY ? [] : [
      {
        key: 'signIn',
        name: 'sign-in (/ until LOGIN)',
        url: '/',
        ready: (page) => page.getByRole('button', { name: 'LOGIN' }).waitFor({ state: 'visible' }),
        visibleWhen: LOGIN_VISIBLE,
      },
      {
        key: 'space',
        name: `space (/space/${SPACE_ID}: header + bookings)`,
        url: `/space/${SPACE_ID}`,
        ready: async (page) => {
          await page.locator('[data-ui="SpaceHeader"]').getByRole('heading', { name: 'Main Hall' }).waitFor({ state: 'visible' });
          await page.locator('[data-ui="BookingsList"]').waitFor({ state: 'visible' });
        },
        visibleWhen: [{ selector: '[data-ui="SpaceHeader"] h1', text: 'Main Hall' }, { selector: '[data-ui="BookingsList"]' }],
        signedIn: true,
      },
      {
        key: 'guestList',
        name: 'Guest List (/booking/{id}, its tab)',
        url: `/booking/${encodeURIComponent(booking.bookingID)}`,
        ready: async (page) => {
          await page.getByRole('tab', { name: 'Guest List' }).click();
          await page.getByText('No guests found for this booking').waitFor({ state: 'visible' });
        },
        signedIn: true,
      },
      {
        key: 'adminMenu',
        name: 'admin menu (/admin-menu)',
        url: '/admin-menu',
        ready: (page) => page.locator('[data-ui="AdminMenuPage"]').getByRole('heading', { level: 1 }).waitFor({ state: 'visible' }),
        visibleWhen: [{ selector: '[data-ui="AdminMenuPage"] h1' }],
        signedIn: true,
      },
    ];
    const baselineReady = (page) => page.getByRole('button', { name: 'LOGIN' }).waitFor({ state: 'visible' });
    const baselineRuns = [];
    const runsOf = new Map(screens.map((screen) => [screen.key, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const screen of screens) {
        // Alternate: a baseline load before each of the portal's, so both see the same machine.
        baselineRuns.push(await measure(browser, `${baselineServer.url}/`, baselineReady, undefined, 0, LOGIN_VISIBLE));
        runsOf.get(screen.key).push(await measure(browser, `${server.url}${screen.url}`, screen.ready, screen.signedIn ? signedIn(server.url) : undefined, 0, screen.visibleWhen));
      }
    }
    // The round trips, under a network's delay (see TRIP_RTT_MS).
    const baselineTripRuns = [];
    const tripRunsOf = new Map(screens.map((screen) => [screen.key, []]));
    for (let run = 0; run < (screens.length > 0 ? TRIP_RUNS : 0); run += 1) {
      baselineTripRuns.push(await measure(browser, `${baselineServer.url}/`, baselineReady, undefined, TRIP_RTT_MS, LOGIN_VISIBLE));
      for (const screen of screens) {
        tripRunsOf.get(screen.key).push(await measure(browser, `${server.url}${screen.url}`, screen.ready, screen.signedIn ? signedIn(server.url) : undefined, TRIP_RTT_MS, screen.visibleWhen));
      }
    }
    // The Send Email dialog: the small and the big list alternate, so both see the same machine.
    const sendRuns = new Map(SEND_WAYS.flatMap(({ key }) => SEND_SIZES.map((guests) => [`${key}${guests}`, []])));
    for (let run = 0; run < (NO_SEND ? 0 : RUNS); run += 1) {
      for (const { key } of SEND_WAYS) {
        for (const { guests, booking: sendBooking } of sendBookings) sendRuns.get(`${key}${guests}`).push(await measureSendDialog(browser, server.url, sendBooking, key));
      }
    }
    const sendMedian = (id) => Math.round(median(sendRuns.get(id).map((run) => run.ms)));
    const sendRows = NO_SEND ? [] : SEND_WAYS.flatMap(({ key, label }) =>
      SEND_SIZES.map((guests) => {
        const few = guests === SEND_SIZES[0];
        return {
          key: `sendEmail-${key}-${guests}`,
          name: `Send Email, ${guests.toLocaleString('en')} guests, ${label} (click → 1st checkbox${few ? '' : `; × = to ${SEND_SIZES[0]}`})`,
          medianMs: sendMedian(`${key}${guests}`),
          ratio: few ? undefined : sendMedian(`${key}${guests}`) / sendMedian(`${key}${SEND_SIZES[0]}`),
          runs: sendRuns.get(`${key}${guests}`),
        };
      }),
    );
    const baseline = SEND_ONLY ? null : summarise('baseline', 'React-only baseline (until LOGIN)', baselineRuns, baselineTripRuns);
    const loads = baseline ? [baseline, ...screens.map((screen) => summarise(screen.key, screen.name, runsOf.get(screen.key), tripRunsOf.get(screen.key), baseline.medianMs))] : [];
    const rows = [...loads, ...sendRows];
    console.log(
      SEND_ONLY
        ? `perf-browser: built server and host (${WEB_DIR}), headless Chromium, the Send Email dialog only, ${RUNS} runs each\n`
        : `perf-browser: built server and host (${WEB_DIR}; ${NO_SSR ? '--no-ssr: every page drawn in the browser' : 'signed-in space links drawn on the server'}) against a React-only baseline, headless Chromium, ${RUNS} alternating cold loads each (cache disabled); 'hydrated': when a page the server drew answers to the hand\n`,
    );
    const load = { atStart: round2(loadAtStart), atEnd: round2(loadavg()[0]) };
    console.log(`machine load (1-minute average): ${load.atStart} at the start, ${load.atEnd} at the end\n`);
    printTable(rows);
    if (loads.length > 0) console.log(`\nlongest chain of sequential requests (last run at ${TRIP_RTT_MS} ms round-trip time):`);
    for (const row of loads) console.log(`  ${row.name}: ${row.chain.join(' → ')}`);
    if (loads.length > 0) console.log('\non the loopback (last run):');
    for (const row of loads) console.log(`  ${row.name}: ${row.loopbackChain.join(' → ')}`);
    if (TRACE) {
      for (const row of loads) {
        console.log(`\n${row.name}, last run:`);
        for (const request of row.runs[row.runs.length - 1].requests) console.log(`  ${String(request.startMs).padStart(5)}–${String(request.endMs ?? '…').padEnd(5)} ${request.type ?? ''} ${request.url}`);
      }
    }
    mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
    writeFileSync(OUTPUT, `${JSON.stringify({ measuredAt: new Date().toISOString(), host: WEB_DIR, runs: RUNS, load, screens: rows }, null, 2)}\n`);
    console.log(`\nwritten to ${OUTPUT}`);
    const over = overBudget(rows);
    if (SEND_ONLY) console.log('\n(--send-only: no budgets)');
    else if (over.length > 0) {
      console.log(`\nover budget:\n${over.map((line) => `  - ${line}`).join('\n')}`);
      if (CHECK) process.exitCode = 1;
    } else console.log('\nall within budget');
  } finally {
    await browser.close();
    await Promise.all([server.stop(), baselineServer?.stop()]);
  }
}

main().catch((error) => {
  console.error(`perf-browser: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
