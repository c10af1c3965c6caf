#!/usr/bin/env node
/**
 * What the CSS engine weighs on the portal's first screen (docs/adr/0007-static-kit-styles.md): the
 * host's entry (examples/portal/src/main.tsx, the sign-in screen) bundled alone with esbuild,
 * minified for production, its dynamic imports left out, once as it is and once with
 * styled-components replaced by a stub that keeps every CSS template's text
 * (perf-baseline/cssEngineStub.mjs). Prints both gzip -9 sizes and the difference. The host's real
 * entry (Vite/Rollup) is a little larger; the difference is what a static-CSS kit would save.
 *
 *   node scripts/perf-css-engine.mjs
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { repoRoot } from './builds.mjs';

const packages = ['core', 'ui', 'auth', 'space', 'calendars', 'bookings', 'branding', 'presentations', 'admin', 'integrations', 'guest'];
const sources = Object.fromEntries(packages.map((name) => [`@greenroom/${name}`, join(repoRoot, 'packages', name, 'src')]));
const leaveDynamicImportsOut = {
  name: 'leave-dynamic-imports-out',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

/** gzip -9 bytes of the entry bundled with these extra aliases. */
async function entryBytes(aliases) {
  const result = await build({
    entryPoints: [join(repoRoot, 'examples/portal/src/main.tsx')],
    absWorkingDir: repoRoot,
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    outdir: join(repoRoot, 'test-results', 'css-engine'),
    alias: { ...sources, ...aliases },
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false' },
    plugins: [leaveDynamicImportsOut],
    logLevel: 'error',
  });
  const code = result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => file.text).join('\n');
  return gzipSync(code, { level: 9 }).length;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const withEngine = await entryBytes({});
const withoutEngine = await entryBytes({ 'styled-components': join(repoRoot, 'scripts/perf-baseline/cssEngineStub.mjs') });
console.log(`sign-in entry, esbuild, gzip -9:`);
console.log(`  with styled-components:    ${kb(withEngine)}`);
console.log(`  with the engine stubbed:   ${kb(withoutEngine)}`);
console.log(`  the engine:                ${kb(withEngine - withoutEngine)}`);
