#!/usr/bin/env node
/**
 * Where a cold load of a portal screen spends its script time: a sampled CPU profile (Chromium's
 * DevTools protocol) of cold loads of one screen, each sample's function mapped through the built
 * host's source maps to its source file, printed as milliseconds of self time per load by package
 * folder (or by function, for the sources matching --functions). For finding what to cut
 * (issue 31); the figures to compare before and after are npm run bench:browser's.
 *
 *   node scripts/perf-profile.mjs [--screen space|guestList|adminMenu|signIn] [--runs 3] [--depth 4] [--functions /packages/ui/]
 *
 * Serves examples/portal/dist (E2E_WEB_DIR for another build) from the built server, as
 * perf-browser.mjs does; signs in through the form first, except for signIn.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { repoRoot } from './builds.mjs';
import { completeFirstSignIn, signInThroughForm, startServer } from './perfServer.mjs';

const { SourceMapConsumer } = createRequire(import.meta.url)('source-map-js');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const SCREEN = option('--screen', 'space');
const RUNS = Math.max(1, Number(option('--runs', 3)) || 3);
const DEPTH = Math.max(1, Number(option('--depth', 4)) || 4);
const FUNCTIONS = option('--functions', null);
const WEB_DIR = process.env.E2E_WEB_DIR ?? 'examples/portal/dist';

/** What each screen loads and when it counts as usable (as in perf-browser.mjs). */
const SCREENS = {
  signIn: { path: '/', signedIn: false, ready: (page) => page.getByRole('button', { name: 'LOGIN' }).waitFor({ state: 'visible' }) },
  space: {
    path: '/space/space-1',
    signedIn: true,
    ready: async (page) => {
      await page.locator('[data-ui="SpaceHeader"]').getByRole('heading', { name: 'Main Hall' }).waitFor({ state: 'visible' });
      await page.locator('[data-ui="BookingsList"]').waitFor({ state: 'visible' });
    },
  },
  adminMenu: { path: '/admin-menu', signedIn: true, ready: (page) => page.locator('[data-ui="AdminMenuPage"]').getByRole('heading', { level: 1 }).waitFor({ state: 'visible' }) },
};

/** A built chunk's source map, read once (null for a file without one). */
const maps = new Map();
function sourceMapOf(url) {
  if (!maps.has(url)) {
    const file = join(repoRoot, WEB_DIR, new URL(url).pathname) + '.map';
    maps.set(url, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(url);
}

/** The label a sample's function is counted under: its source's package folder, or the function itself. */
function labelOf(callFrame) {
  if (!callFrame.url) return `(${callFrame.functionName || 'program'})`;
  const position = callFrame.url.includes('/assets/') ? sourceMapOf(callFrame.url)?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber }) : null;
  if (!position?.source) return new URL(callFrame.url).pathname;
  if (FUNCTIONS && position.source.includes(FUNCTIONS)) return `${position.source.split('/').slice(-2).join('/')}:${position.line} ${callFrame.functionName || position.name || '?'}`;
  return position.source.replace(/^.*node_modules\//, 'npm:').replace(/^.*\/packages\//, 'packages/').replace(/^(\.\.\/)+src\//, 'host/').split('/').slice(0, DEPTH).join('/');
}

async function main() {
  const screen = SCREENS[SCREEN];
  if (!screen) throw new Error(`--screen must be one of ${Object.keys(SCREENS).join(', ')}`);
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
  const server = await startServer(WEB_DIR);
  const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const selfTime = new Map(); // label → µs over all runs
  let usableMs = 0;
  try {
    await completeFirstSignIn(server.url);
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (screen.signedIn) await signInThroughForm(context, server.url);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.url}${screen.path}`);
      await screen.ready(page);
      usableMs += await page.evaluate(() => performance.now());
      const { profile } = await cdp.send('Profiler.stop');
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      profile.samples.forEach((id, index) => {
        const label = labelOf(nodes.get(id).callFrame);
        selfTime.set(label, (selfTime.get(label) ?? 0) + (profile.timeDeltas[index] ?? 0));
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`perf-profile: ${SCREEN} (${screen.path}), ${RUNS} cold loads, usable after ${Math.round(usableMs / RUNS)} ms on average; self time per load:\n`);
  for (const [label, micros] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${(micros / 1000 / RUNS).toFixed(1).padStart(8)} ms  ${label}`);
}

main().catch((error) => {
  console.error(`perf-profile: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
