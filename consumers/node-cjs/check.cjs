/* eslint-disable @typescript-eslint/no-require-imports -- this app exists to prove that require() of every entry works */
// Requires every public entry in plain Node CommonJS (no DOM, no bundler): each must load and
// export something. Prints one line per entry; exits 1 when any fails.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const manifest = JSON.parse(readFileSync(join(__dirname, 'package.json'), 'utf8'));
const entries = Object.keys(manifest.dependencies)
  .filter((name) => name.startsWith('@greenroom/'))
  .flatMap((name) => {
    const exports = require(`${name}/package.json`).exports ?? { '.': null };
    const subpaths = typeof exports === 'string' || !Object.keys(exports).some((key) => key.startsWith('.')) ? ['.'] : Object.keys(exports);
    return subpaths.filter((subpath) => subpath !== './package.json' && !subpath.includes('*')).map((subpath) => (subpath === '.' ? name : `${name}${subpath.slice(1)}`));
  });

let failed = 0;
for (const entry of entries) {
  try {
    const module = require(entry);
    const names = Object.keys(module).filter((name) => name !== '__esModule');
    if (names.length === 0) throw new Error('loaded but exports nothing');
    console.log(`ok   require('${entry}') (${names.length} exports)`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL require('${entry}'): ${String(error && error.stack ? error.stack.split('\n').slice(0, 3).join(' | ') : error)}`);
  }
}
if (typeof document !== 'undefined' || typeof window !== 'undefined') {
  console.log('FAIL an entry defined a DOM global (document/window)');
  failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
