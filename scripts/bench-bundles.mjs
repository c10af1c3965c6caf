#!/usr/bin/env node
/**
 * Bundle sizes of the embeddable booking panels (docs/architecture.md#budgets: a partner bundle with one
 * booking panel ≤ 150 KB gzip, React included), and of the guest pages (@greenroom/guest/join,
 * /sign-up) under the same budget. For every subpath export of @greenroom/bookings
 * it bundles what a partner's page ships for that panel alone — the subpath, mountPanel from
 * @greenroom/ui, React and ReactDOM — from the packages' BUILT dist, the way an outside build
 * resolves them (esbuild: minified, tree-shaken, production), and prints one gzip size per panel.
 * The Guest List panel (@greenroom/bookings/guests) is the headline: it is printed first, and
 * `--check` fails when it (or any panel) is over budget. The partner example's own non-React
 * guests entry (mountGuests + the partner's adapter, React bundled) is measured the same way, and
 * the built example page (examples/partner-embed/dist: both entries) when present.
 *
 * Then the sizes where the partner builds (issue 23): the Vite consumer app of consumers/vite-react,
 * installed from the packed tarballs outside the repository, one page per panel beside a React-only
 * baseline (`node scripts/consumers.mjs --sizes`; goal: the Guest List page ≤ 120 KB gzip).
 *
 * Needs `npm run build -w packages/core -w packages/ui -w packages/bookings` first.
 *   node scripts/bench-bundles.mjs [--check] [--no-consumer]
 *   (--check: exit 1 when a panel is over budget; --no-consumer: skip the consumer app's table)
 */
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_KB = 150;
const check = process.argv.includes('--check');
const kb = (bytes) => bytes / 1024;

const bookingsManifest = JSON.parse(readFileSync(join(root, 'packages/bookings/package.json'), 'utf8'));
const panels = Object.keys(bookingsManifest.exports)
  .filter((path) => path !== '.' && path !== './package.json')
  .map((path) => `@greenroom/bookings${path.slice(1)}`);

const guestManifest = JSON.parse(readFileSync(join(root, 'packages/guest/package.json'), 'utf8'));
const guestPages = Object.keys(guestManifest.exports)
  .filter((path) => path !== '.' && path !== './package.json')
  .map((path) => `@greenroom/guest${path.slice(1)}`);

for (const name of ['core', 'ui', 'bookings']) {
  if (!existsSync(join(root, 'packages', name, 'dist', 'index.js'))) {
    console.error(`packages/${name}/dist is missing: run npm run build -w packages/core -w packages/ui -w packages/bookings first.`);
    process.exit(1);
  }
}

/**
 * Minified production bundle of one panel with React, split where the code imports on demand:
 * what the page loads first (the entry and every chunk it imports statically) is what the budget
 * counts; the chunks loaded on use (a dialog, a QR encoder, another tab) are reported apart.
 */
async function measure(specifier) {
  const panelImport = specifier ? `import * as panel from '${specifier}';` : 'const panel = null;';
  return measureEntry(`${panelImport}\nimport { mountPanel } from '@greenroom/ui';\nglobalThis.__embed = [panel, mountPanel];\n`);
}

/** The same measure for any entry source (resolved from the repository root). */
async function measureEntry(entry) {
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    splitting: true,
    outdir: join(root, 'node_modules/.cache/bench-bundles'),
    metafile: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const outputs = result.metafile.outputs;
  const byPath = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
  const keyOf = (path) => Object.keys(outputs).find((key) => path.endsWith(key));
  const entryKey = Object.keys(outputs).find((key) => outputs[key].entryPoint === 'entry.js');
  const initial = new Set();
  const visit = (key) => {
    if (!key || initial.has(key)) return;
    initial.add(key);
    for (const next of outputs[key].imports) if (next.kind !== 'dynamic-import') visit(next.path);
  };
  visit(entryKey);
  const bytesOf = (keys) => Buffer.concat([...byPath].filter(([path]) => keys.has(keyOf(path))).map(([, contents]) => Buffer.from(contents)));
  const jsKeys = new Set(Object.keys(outputs).filter((key) => key.endsWith('.js')));
  const first = bytesOf(initial);
  const all = bytesOf(jsKeys);
  return { raw: first.length, gzip: gzipSync(first, { level: 9 }).length, totalGzip: gzipSync(all, { level: 9 }).length };
}

function measureExample() {
  const assets = join(root, 'examples/partner-embed/dist/assets');
  if (!existsSync(assets)) return null;
  const code = Buffer.concat(readdirSync(assets).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(assets, file))));
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

// The headline panel first, then the floor every panel shares (React, ReactDOM,
// the kit's CSS engine and mountPanel alone), then the other panels.
const HEADLINE = '@greenroom/bookings/guests';
const rows = [];
const measurePanel = async (panel) => {
  try {
    rows.push({ name: panel, ...(await measure(panel)), budgeted: true });
  } catch {
    console.error(`${panel}: could not be bundled (is its package's dist current? rebuild it).`);
  }
};
if (panels.includes(HEADLINE)) await measurePanel(HEADLINE);
rows.push({ name: 'floor: React + mountPanel', ...(await measure(null)), budgeted: false });
for (const panel of panels.filter((name) => name !== HEADLINE)) await measurePanel(panel);
// The guest pages a partner embeds (issue 27), each from its own subpath, when @greenroom/guest is built.
if (existsSync(join(root, 'packages/guest/dist/index.js'))) {
  for (const page of guestPages) await measurePanel(page);
} else console.error('packages/guest/dist is missing: the guest pages are not measured (npm run build -w packages/guest).');
// The partner's non-React guests entry as a partner ships it: mountGuests, its adapter and auth.
const guestsEntry = `import { mountGuests } from '@greenroom/bookings/guests';
import { createTokenAuth } from '@greenroom/core';
import { createGuestsAdapter } from './examples/partner-embed/src/partner/guestsAdapter.ts';
globalThis.__embed = [mountGuests, createGuestsAdapter, createTokenAuth];
`;
try {
  rows.push({ name: 'examples/partner-embed guests entry', ...(await measureEntry(guestsEntry)), budgeted: true });
} catch (error) {
  console.error(`the partner example's guests entry could not be bundled: ${error.message}`);
}
const example = measureExample();
if (example) rows.push({ name: 'examples/partner-embed (page)', ...example, budgeted: false });

const width = Math.max(...rows.map((row) => row.name.length), 'bundle'.length);
console.log(`\nEmbeddable panel bundles (React included, minified, gzip -9; budget ${BUDGET_KB} KB)\n`);
console.log(`${'bundle'.padEnd(width)}  ${'min KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  ${'+on use'.padStart(8)}  budget`);
for (const row of rows) {
  const verdict = !row.budgeted ? '' : kb(row.gzip) <= BUDGET_KB ? 'ok' : 'OVER';
  const onUse = row.totalGzip === undefined ? '' : kb(row.totalGzip - row.gzip).toFixed(1);
  console.log(`${row.name.padEnd(width)}  ${kb(row.raw).toFixed(1).padStart(8)}  ${kb(row.gzip).toFixed(1).padStart(8)}  ${onUse.padStart(8)}  ${verdict}`);
}
const headline = rows.find((row) => row.name === HEADLINE);
if (headline) {
  const verdict = kb(headline.gzip) <= BUDGET_KB ? 'within' : 'OVER';
  console.log(`\nHeadline: the Guest List panel (${HEADLINE}) loads ${kb(headline.gzip).toFixed(1)} KB gzip first, React included — ${verdict} the ${BUDGET_KB} KB budget.`);
}
// Sizes where the partner builds: the consumer Vite app's pages (it packs and installs the tarballs).
let consumerFailed = false;
if (!process.argv.includes('--no-consumer')) {
  const consumer = spawnSync(process.execPath, [join(root, 'scripts/consumers.mjs'), '--sizes'], { cwd: root, stdio: 'inherit' });
  if (consumer.status !== 0) {
    consumerFailed = true;
    console.error('The consumer app sizes could not be measured (node scripts/consumers.mjs --sizes failed; see above).');
  }
}
const over = rows.filter((row) => row.budgeted && kb(row.gzip) > BUDGET_KB);
if (check && (over.length > 0 || !headline || consumerFailed)) process.exit(1);
