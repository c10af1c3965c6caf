// Declarations for a library package, one .d.ts per source file (so go-to-definition lands on the
// public names in their own files, never in a bundled chunk of letter-aliased copies), emitted by
// tsc into dist/, with every relative specifier made explicit for Node's resolution: `./x.js` in
// the .d.ts files (ESM) and `./x.cjs` in a .d.cts copy beside each (CJS), so `import` and
// `require` each get types of their own format.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every file under `dir` whose name ends with `suffix`. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

/**
 * `specifier` as Node resolves it from the declaration file `from`: `./x` → `./x.js` or
 * `./x/index.js` (with `extension` 'cjs': `./x.cjs`, `./x/index.cjs`); bare specifiers, and paths
 * that name no declaration file, unchanged.
 * @example explicitSpecifier('/p/dist/a.d.ts', './data', 'js') // './data/index.js' when dist/data/index.d.ts exists
 */
export function explicitSpecifier(from: string, specifier: string, extension: 'js' | 'cjs'): string {
  if (!specifier.startsWith('.')) return specifier;
  const bare = specifier.replace(/\.(js|cjs|mjs|ts|tsx)$/, '');
  const base = resolve(dirname(from), bare);
  if (existsSync(`${base}.d.ts`)) return `${bare}.${extension}`;
  if (existsSync(join(base, 'index.d.ts'))) return `${bare}/index.${extension}`;
  // Not a declaration file (e.g. a path quoted in a doc comment): left as written.
  return specifier;
}

const specifiers = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bexport\s*\*\s*from\s*)(['"])(\.{1,2}\/[^'"]*|\.{1,2})\2/g;

/**
 * Parenthesised references to the monorepo's own documents in doc comments, e.g.
 * " (spec/bookings.md §2.4)" or " (DESIGN.md, State)": a reader of the published package cannot
 * open them, so its declarations leave them out.
 */
const repositoryReferences = /[ \t]*\((?:see )?(?:(?:spec|docs)\/[\w./-]+\.md|DESIGN\.md)[^()\n]*\)/g;

/** The declaration text with every relative specifier made explicit for `extension`. */
function rewrite(file: string, text: string, extension: 'js' | 'cjs'): string {
  return text.replace(repositoryReferences, '').replace(specifiers, (_match, lead: string, quote: string, specifier: string) => `${lead}${quote}${explicitSpecifier(file, specifier, extension)}${quote}`);
}

/**
 * Emits the declarations of `entries` (and every source file they import) into `outDir`, as
 * .d.ts (ESM) and, when `cjs`, a .d.cts beside each. Throws when tsc reports an error.
 * @example emitDeclarations({ packageDir: process.cwd(), entries: ['src/index.ts'], cjs: true });
 */
export function emitDeclarations({ packageDir, entries, outDir = 'dist', cjs }: { packageDir: string; entries: string[]; outDir?: string; cjs: boolean }): void {
  const scratch = mkdtempSync(join(tmpdir(), 'greenroom-dts-'));
  const out = resolve(packageDir, outDir);
  try {
    const config = {
      extends: join(repoRoot, 'tsconfig.build.json'),
      compilerOptions: {
        rootDir: resolve(packageDir, 'src'),
        outDir: out,
        declaration: true,
        emitDeclarationOnly: true,
        noEmit: false,
        composite: false,
        incremental: false,
        sourceMap: false,
        declarationMap: false,
        typeRoots: [join(repoRoot, 'node_modules', '@types')],
      },
      files: entries.map((entry) => resolve(packageDir, entry)),
      include: [],
    };
    const configPath = join(scratch, 'tsconfig.json');
    writeFileSync(configPath, JSON.stringify(config));
    const tsc = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', configPath], { cwd: packageDir, stdio: 'inherit' });
    if (tsc.status !== 0) throw new Error(`declarations: tsc failed for ${packageDir}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  for (const file of filesUnder(out, '.d.ts')) {
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, rewrite(file, text, 'js'));
    if (cjs) writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), rewrite(file, text, 'cjs'));
  }
}
