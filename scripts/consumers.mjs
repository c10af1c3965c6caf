#!/usr/bin/env node
/**
 * The consumer stage (issue 23): the public packages as a partner gets them. Builds what is stale,
 * `npm pack`s every public package, runs publint --strict and Are The Types Wrong on every
 * tarball, then copies each app of consumers/ to a scratch folder outside the repository, installs
 * it there (one `npm install`, the tarballs by path) and checks it: a Vite React app (React 19 and
 * 18.3) and a Next.js App Router app rendered in Chromium, plain Node ESM and CommonJS imports of
 * every entry, a consumer's Vitest test, and a server render under a strict nonce CSP.
 * Exits 1 on any failure, naming the app, the check and why. Scratch folders, servers and the
 * browser are removed on every exit.
 *
 *   node scripts/consumers.mjs [--only vite-react,node-esm] [--keep]
 *   node scripts/consumers.mjs --sizes     (gzip KB per page of the Vite app, see consumers/sizes.mjs)
 *   --keep: leave the scratch folder (its path is printed) for a look at a failure.
 *   --no-build: pack the packages' dist folders as they are (while a package's build is broken).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { closeBrowser } from './consumers/browser.mjs';
import { checkNextApp, checkNode, checkSsrCsp, checkViteReact, checkVitest } from './consumers/checks.mjs';
import { lintTarballs } from './consumers/lint.mjs';
import { buildPackages, packPackages } from './consumers/packages.mjs';
import { pool, run, stopAll } from './consumers/run.mjs';
import { installApp, prepareApp } from './consumers/scratch.mjs';
import { printSizes } from './consumers/sizes.mjs';
import { repoRoot } from './builds.mjs';

const argv = process.argv.slice(2);
const option = (name) => {
  const index = argv.indexOf(name);
  return index === -1 ? null : (argv[index + 1] ?? '');
};
const keep = argv.includes('--keep');
const sizes = argv.includes('--sizes');

/** Every app: its folder under consumers/, install overrides, and its check. Longest first. */
const APPS = [
  { name: 'next-app', check: (dir) => checkNextApp(dir) },
  { name: 'vite-react', check: (dir) => checkViteReact(dir) },
  { name: 'ssr-csp', check: (dir) => checkSsrCsp(dir) },
  { name: 'vitest-app', check: (dir) => checkVitest(dir) },
  { name: 'vite-react-18', app: 'vite-react', overrides: { react: '18.3.1', 'react-dom': '18.3.1' }, check: (dir) => checkViteReact(dir) },
  { name: 'node-esm', check: (dir) => checkNode(dir, 'check.mjs') },
  { name: 'node-cjs', check: (dir) => checkNode(dir, 'check.cjs') },
];

const startedAt = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;
const log = (message) => console.log(`[consumers ${seconds(startedAt).padStart(6)}] ${message}`);
const failures = [];
const fail = (app, check, detail) => failures.push({ app, check, detail });

const scratchRoot = mkdtempSync(join(tmpdir(), 'greenroom-consumers-'));
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  stopAll();
  await closeBrowser();
  if (keep) log(`kept ${scratchRoot}`);
  else rmSync(scratchRoot, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

/** No folder above the scratch root may hold a node_modules Node would find (resolution walks up). */
function assertIsolated() {
  for (let dir = scratchRoot; ; dir = dirname(dir)) {
    const modules = join(dir, 'node_modules');
    if (existsSync(modules) && readdirSync(modules).some((entry) => !entry.startsWith('.'))) throw new Error(`${modules} holds packages reachable from the scratch apps; remove it or set TMPDIR elsewhere`);
    if (dirname(dir) === dir) break;
  }
  if (scratchRoot.startsWith(repoRoot)) throw new Error(`the scratch folder ${scratchRoot} is inside the repository`);
}

async function timed(label, task) {
  const since = Date.now();
  log(`${label}…`);
  try {
    return await task();
  } finally {
    log(`${label}: ${seconds(since)}`);
  }
}

async function main() {
  assertIsolated();
  const only = option('--only')?.split(',').filter(Boolean);
  const apps = only ? APPS.filter((app) => only.includes(app.name)) : APPS;
  if (only && apps.length !== only.length) throw new Error(`unknown app in --only; the apps are ${APPS.map((app) => app.name).join(', ')}`);

  if (argv.includes('--no-build')) log('--no-build: packing the dist folders as they are');
  else await timed('build the packages (stale ones only)', () => buildPackages(log));
  const packed = await timed('npm pack every public package', () => packPackages(join(scratchRoot, 'tarballs')));
  log(`packed ${[...packed.values()].map(({ file, size }) => `${file.split('/').pop()} (${(size / 1024).toFixed(0)} KB)`).join(', ')}`);

  if (sizes) {
    await timed('sizes: the Vite app, one page per panel', () => printSizes({ scratchRoot, packed, log }));
    return;
  }

  const removals = [];
  // The linters run beside the installs (they are CPU, the installs mostly wait on npm).
  const linting = timed('publint --strict and attw on every tarball', () => lintTarballs(packed));
  // The public API of what was just built against the reports checked in (packages/*/etc).
  const apiReports = timed('API reports match the built d.ts', () => run(process.execPath, [join(repoRoot, 'scripts', 'api-report.mjs'), '--check'], { cwd: repoRoot }));

  await pool(apps, 2, async (app) => {
    const dir = prepareApp({ app: app.app ?? app.name, name: app.name, scratchRoot, packed, overrides: app.overrides });
    const install = await timed(`${app.name}: npm install`, () => installApp(dir));
    if (install.code !== 0) {
      fail(app.name, 'npm install', install.output.trim().split('\n').slice(-25).join('\n'));
      return;
    }
    const problems = await timed(`${app.name}: check`, () => app.check(dir).catch((error) => [String(error?.stack ?? error)]));
    if (problems.length === 0) log(`${app.name}: ok`);
    for (const problem of problems) fail(app.name, 'check', problem);
    // Each app's folder goes as soon as it is checked, beside the next installs (not all at the end).
    if (!keep) removals.push(rm(dir, { recursive: true, force: true }));
  });
  await Promise.all(removals);

  for (const { name, check, output } of await linting) fail(name, check, output);
  const reports = await apiReports;
  if (reports.code !== 0) fail('API reports', 'node scripts/api-report.mjs --check (npm run api-report:update after a deliberate change)', reports.output.trim());
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  fail('stage', 'setup', String(error?.stack ?? error));
} finally {
  await cleanUp();
}
if (failures.length > 0) {
  console.log(`\nConsumer stage FAILED (${failures.length} finding${failures.length === 1 ? '' : 's'}, ${seconds(startedAt)}):`);
  for (const { app, check, detail } of failures) console.log(`\n✗ ${app} — ${check}\n${detail.replace(/^/gm, '    ')}`);
  exitCode = 1;
} else {
  console.log(`\nConsumer stage passed in ${seconds(startedAt)}.`);
}
process.exit(exitCode);
