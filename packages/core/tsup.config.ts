import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.base';

// Public entries: everything (a React entry, "use client"), and `rules` (validation, time, CSV),
// React-free for the server.
const entries = ['src/index.ts', 'src/rules.ts'];

// The ESM build makes every source module an entry of its own, so each lands in a file of its own
// and a page's bundler keeps only the modules it reaches, where it reaches them: papaparse (which
// two CSV modules import) stays out of the Guest List's first load and arrives with the lazy chunk
// that reads or writes CSV. The package has no side effects. CommonJS keeps the two entries.
const modules = (readdirSync('src', { recursive: true }) as string[])
  .map((path) => `src/${path.replaceAll('\\', '/')}`)
  .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$|\/stories\/|\.d\.ts$/.test(path));

export default defineConfig([
  libraryConfig({
    entry: modules,
    format: ['esm'],
    clean: ['**/*.js', '**/*.js.map', '**/*.d.ts', '**/*.d.cts'],
    clientEntries: ['src/index.ts'],
    declarationEntries: entries,
    cjsDeclarations: true,
  }),
  libraryConfig({ entry: entries, format: ['cjs'], clean: ['**/*.cjs', '**/*.cjs.map'], clientEntries: ['src/index.ts'], declarationEntries: [] }),
]);
