// Sizes where the partner builds: the Vite consumer app's pages (consumers/vite-react/pages: one
// page per panel and a React-only baseline), each built ON ITS OWN (one `vite build` per page,
// SIZE_PAGE=<page> with vite.sizes.config.ts): what a partner embedding that one panel ships, with
// no chunk Rollup would share with another page. A page's first load is its entry chunk and every
// chunk it imports statically (Vite's manifest); what it imports on use is reported apart. gzip -9,
// React included. The Guest List page's first load is then attributed to modules through its
// source map (the top 20 by gzip size of each module's own bytes).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pool, run } from './run.mjs';
import { installApp, prepareApp } from './scratch.mjs';

/** The Guest List page's goal (issue 23): ≤ 120 KB gzip including React. */
export const GUEST_LIST_GOAL_KB = 120;

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzip = (data) => gzipSync(data, { level: 9 }).length;

/** The manifest keys a chunk reaches: static imports, and dynamic ones too when `follow`. */
function closure(manifest, key, follow) {
  const seen = new Set();
  const visit = (entry) => {
    if (seen.has(entry)) return;
    seen.add(entry);
    for (const next of manifest[entry].imports ?? []) visit(next);
    if (follow) for (const next of manifest[entry].dynamicImports ?? []) visit(next);
  };
  visit(key);
  return seen;
}

/**
 * Answers rows { page, firstGzip, firstRaw, onUseGzip, firstFiles } from a Vite manifest, one per
 * entry of the build in `distDir`.
 * @example const [guests] = pageSizes('dist-sizes/guests');
 */
export function pageSizes(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const read = (file) => readFileSync(join(distDir, file));
  const gzipOf = (files) => gzip(Buffer.concat(files.map(read)));
  const rawOf = (files) => files.reduce((sum, file) => sum + read(file).length, 0);
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key, chunk]) => {
      const firstKeys = [...closure(manifest, key, false)];
      const first = firstKeys.map((entry) => manifest[entry].file);
      const css = firstKeys.flatMap((entry) => manifest[entry].css ?? []);
      const later = [...closure(manifest, key, true)].map((entry) => manifest[entry].file).filter((file) => !first.includes(file));
      return {
        page: chunk.name ?? key,
        firstRaw: rawOf([...first, ...css]),
        firstGzip: gzipOf([...first, ...css]),
        onUseGzip: later.length > 0 ? gzipOf(later) : 0,
        firstFiles: first,
      };
    });
}

/** A module's name for the report: its path inside node_modules, or the app's own path. */
const moduleName = (source) => source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');

/**
 * The bytes of the given chunks attributed to their source modules through the chunks' source
 * maps (`<chunk>.map`, read with source-map-js from the app's node_modules, `requireFrom`):
 * answers [{ module, raw, gzip }] sorted by gzip, gzip being each module's own bytes compressed
 * alone (a gzip-ish share: modules compress a little better together).
 * @example attributeModules('dist-sizes/guests', ['assets/guests-x.js'], appDir).slice(0, 20)
 */
export function attributeModules(distDir, files, requireFrom) {
  const { SourceMapConsumer } = createRequire(join(requireFrom, 'package.json'))('source-map-js');
  const bytes = new Map();
  for (const file of files) {
    const lines = readFileSync(join(distDir, file), 'utf8').split('\n');
    const mappings = [];
    new SourceMapConsumer(JSON.parse(readFileSync(join(distDir, `${file}.map`), 'utf8'))).eachMapping((mapping) => mappings.push(mapping));
    mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
    mappings.forEach((mapping, index) => {
      const next = mappings[index + 1];
      const line = lines[mapping.generatedLine - 1] ?? '';
      const end = next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
      const name = mapping.source ? moduleName(mapping.source) : '(no source)';
      bytes.set(name, (bytes.get(name) ?? '') + line.slice(mapping.generatedColumn, end));
    });
  }
  return [...bytes]
    .map(([module, text]) => ({ module, raw: Buffer.byteLength(text), gzip: gzip(text) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** The pages of the app (pages/*.html): baseline first, then the Guest List, then by name. */
function pageNames(dir) {
  const order = (page) => (page === 'baseline' ? 0 : page === 'guests' ? 1 : 2);
  return readdirSync(join(dir, 'pages'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.replace(/\.html$/, ''))
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

/** Builds one page alone into dist-sizes/<page>; answers its row. */
async function buildPage(dir, page) {
  const build = await run(join(dir, 'node_modules', '.bin', 'vite'), ['build', '--config', 'vite.sizes.config.ts', '--logLevel', 'warn'], { cwd: dir, env: { SIZE_PAGE: page } });
  if (build.code !== 0) throw new Error(`vite build of the size page ${page} failed:\n${build.output}`);
  const rows = pageSizes(join(dir, 'dist-sizes', page));
  if (rows.length !== 1) throw new Error(`the size page ${page} built ${rows.length} entries, not 1`);
  return rows[0];
}

/**
 * Installs the Vite app, builds each size page on its own (two at a time), prints the table and
 * the Guest List page's top 20 modules; answers the rows.
 */
export async function printSizes({ scratchRoot, packed, log }) {
  const dir = prepareApp({ app: 'vite-react', name: 'vite-sizes', scratchRoot, packed });
  const install = await installApp(dir);
  if (install.code !== 0) throw new Error(`npm install of the Vite app failed:\n${install.output}`);
  const pages = pageNames(dir);
  const rows = await pool(pages, 2, async (page) => {
    const row = await buildPage(dir, page);
    log(`built ${page}`);
    return row;
  });
  const baseline = rows.find((row) => row.page === 'baseline');
  const width = Math.max(...rows.map((row) => row.page.length), 'page'.length);
  log('sizes measured');
  console.log(`\nPages of the Vite consumer app, each built alone (vite build, React included, first load gzip -9; goal: Guest List ≤ ${GUEST_LIST_GOAL_KB} KB)\n`);
  console.log(`${'page'.padEnd(width)}  ${'min KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  ${'over React'.padStart(10)}  ${'+on use'.padStart(8)}`);
  for (const row of rows) {
    const over = baseline && row !== baseline ? kb(row.firstGzip - baseline.firstGzip) : '';
    console.log(`${row.page.padEnd(width)}  ${kb(row.firstRaw).padStart(8)}  ${kb(row.firstGzip).padStart(8)}  ${over.padStart(10)}  ${kb(row.onUseGzip).padStart(8)}`);
  }
  const guests = rows.find((row) => row.page === 'guests');
  if (guests) {
    const modules = attributeModules(join(dir, 'dist-sizes', 'guests'), guests.firstFiles, dir);
    console.log('\nGuest List page, first load by module (top 20; gzip -9 of each module alone):\n');
    console.log(`${'gzip KB'.padStart(8)}  ${'min KB'.padStart(8)}  module`);
    for (const { module, raw, gzip: size } of modules.slice(0, 20)) console.log(`${kb(size).padStart(8)}  ${kb(raw).padStart(8)}  ${module}`);
    const verdict = guests.firstGzip / 1024 <= GUEST_LIST_GOAL_KB ? 'within' : 'OVER';
    console.log(`\nGuest List page: ${kb(guests.firstGzip)} KB gzip first load, React included — ${verdict} the ${GUEST_LIST_GOAL_KB} KB goal (React-only baseline ${baseline ? kb(baseline.firstGzip) : '?'} KB).`);
  }
  return rows;
}
