import { readFileSync, writeFileSync } from 'node:fs';
import type { Options } from 'tsup';
import { emitDeclarations } from './tsup.declarations';

/** What a library package adds to tsup's options. */
export interface LibraryOptions extends Partial<Options> {
  /**
   * Entries (as in `entry`) whose ESM and CJS output starts with `"use client"`, so a Next.js App
   * Router server page can import them. Default: every entry (React packages); none for React-free
   * entries such as `@greenroom/core/rules` or the server.
   */
  clientEntries?: string[];
  /** Entries whose declarations tsc emits (and follows from). Default: `entry`; [] for none. */
  declarationEntries?: string[];
  /** Whether a .d.cts goes beside each .d.ts. Default: when `format` has 'cjs'. */
  cjsDeclarations?: boolean;
}

const USE_CLIENT = '"use client";';

/** Output files of a `src/…` entry: `src/guests.ts` → `dist/guests.js` and `dist/guests.cjs`. */
const outputsOf = (entry: string, formats: string[]) => {
  const base = entry.replace(/^src\//, 'dist/').replace(/\.tsx?$/, '');
  return formats.map((format) => (format === 'cjs' ? `${base}.cjs` : `${base}.js`));
};

/** Puts `"use client";` on its own first line of `file`, shifting its source map by that line. */
function markClient(file: string): void {
  const code = readFileSync(file, 'utf8');
  if (code.startsWith(USE_CLIENT)) return;
  writeFileSync(file, `${USE_CLIENT}\n${code}`);
  const mapFile = `${file}.map`;
  try {
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
    writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Shared tsup settings for every library package: ESM + CJS, deps left external, `"use client"` on
 * the React entries, and one declaration file per source file (tsc, .d.ts and .d.cts).
 * @example export default defineConfig(libraryConfig({ entry: ['src/index.ts', 'src/rules.ts'], clientEntries: ['src/index.ts'] }));
 */
export function libraryConfig({ clientEntries, declarationEntries, cjsDeclarations, ...overrides }: LibraryOptions = {}): Options {
  const options: Options = {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: false,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    tsconfig: '../../tsconfig.build.json',
    ...overrides,
  };
  const entries = options.entry as string[];
  const formats = [options.format ?? []].flat() as string[];
  return {
    ...options,
    async onSuccess() {
      for (const entry of clientEntries ?? entries) outputsOf(entry, formats).forEach(markClient);
      const typed = declarationEntries ?? entries;
      if (typed.length > 0) emitDeclarations({ packageDir: process.cwd(), entries: typed, cjs: cjsDeclarations ?? formats.includes('cjs') });
    },
  };
}
