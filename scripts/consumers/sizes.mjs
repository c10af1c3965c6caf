// Sizes where the partner builds: the Vite consumer app built with one page per panel and a
// React-only baseline (consumers/vite-react/pages), the way the app itself is built. A page's
// first load is its entry chunk and every chunk it imports statically (Vite's manifest); what it
// imports on use is reported apart. gzip -9, React included.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from './run.mjs';
import { installApp, prepareApp } from './scratch.mjs';

/** The Guest List page's goal (issue 23): ≤ 120 KB gzip including React. */
export const GUEST_LIST_GOAL_KB = 120;

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Answers rows { page, firstGzip, firstRaw, onUseGzip } from a Vite manifest. */
export function pageSizes(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipOf = (files) => gzipSync(Buffer.concat(files.map((file) => readFileSync(join(distDir, file)))), { level: 9 }).length;
  const rawOf = (files) => files.reduce((sum, file) => sum + readFileSync(join(distDir, file)).length, 0);
  const closure = (key, follow) => {
    const seen = new Set();
    const visit = (entry) => {
      if (seen.has(entry)) return;
      seen.add(entry);
      for (const next of manifest[entry].imports ?? []) visit(next);
      if (follow) for (const next of manifest[entry].dynamicImports ?? []) visit(next);
    };
    visit(key);
    return seen;
  };
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key, chunk]) => {
      const first = [...closure(key, false)].map((entry) => manifest[entry].file);
      const css = [...closure(key, false)].flatMap((entry) => manifest[entry].css ?? []);
      const all = [...closure(key, true)].map((entry) => manifest[entry].file);
      const later = all.filter((file) => !first.includes(file));
      return {
        page: chunk.name ?? key,
        firstRaw: rawOf([...first, ...css]),
        firstGzip: gzipOf([...first, ...css]),
        onUseGzip: later.length > 0 ? gzipOf(later) : 0,
      };
    });
}

/** Installs and builds the Vite app's size pages, prints the table; answers the rows. */
export async function printSizes({ scratchRoot, packed, log }) {
  const dir = prepareApp({ app: 'vite-react', name: 'vite-sizes', scratchRoot, packed });
  const install = await installApp(dir);
  if (install.code !== 0) throw new Error(`npm install of the Vite app failed:\n${install.output}`);
  const build = await run(join(dir, 'node_modules', '.bin', 'vite'), ['build', '--config', 'vite.sizes.config.ts', '--logLevel', 'warn'], { cwd: dir });
  if (build.code !== 0) throw new Error(`vite build of the size pages failed:\n${build.output}`);
  const rows = pageSizes(join(dir, 'dist-sizes'));
  const baseline = rows.find((row) => row.page === 'baseline');
  const order = (row) => (row.page === 'baseline' ? 0 : row.page === 'guests' ? 1 : 2);
  rows.sort((a, b) => order(a) - order(b) || a.page.localeCompare(b.page));
  const width = Math.max(...rows.map((row) => row.page.length), 'page'.length);
  log('sizes measured');
  console.log(`\nPages of the Vite consumer app (vite build, React included, first load gzip -9; goal: Guest List ≤ ${GUEST_LIST_GOAL_KB} KB)\n`);
  console.log(`${'page'.padEnd(width)}  ${'min KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  ${'over React'.padStart(10)}  ${'+on use'.padStart(8)}`);
  for (const row of rows) {
    const over = baseline && row !== baseline ? kb(row.firstGzip - baseline.firstGzip) : '';
    console.log(`${row.page.padEnd(width)}  ${kb(row.firstRaw).padStart(8)}  ${kb(row.firstGzip).padStart(8)}  ${over.padStart(10)}  ${kb(row.onUseGzip).padStart(8)}`);
  }
  const guests = rows.find((row) => row.page === 'guests');
  if (guests) {
    const verdict = guests.firstGzip / 1024 <= GUEST_LIST_GOAL_KB ? 'within' : 'OVER';
    console.log(`\nGuest List page: ${kb(guests.firstGzip)} KB gzip first load, React included — ${verdict} the ${GUEST_LIST_GOAL_KB} KB goal (React-only baseline ${baseline ? kb(baseline.firstGzip) : '?'} KB).`);
  }
  return rows;
}
