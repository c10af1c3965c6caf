// Every public entry of the installed @greenroom packages: each package's `exports` subpaths
// (./package.json aside), read from the installed package.json the way Node resolves them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** ['@greenroom/core', '@greenroom/core/rules', …] for every @greenroom dependency of this app. */
export function publicEntries() {
  return Object.keys(manifest.dependencies)
    .filter((name) => name.startsWith('@greenroom/'))
    .flatMap((name) => {
      const exports = require(`${name}/package.json`).exports ?? { '.': null };
      const subpaths = typeof exports === 'string' || !Object.keys(exports).some((key) => key.startsWith('.')) ? ['.'] : Object.keys(exports);
      return subpaths.filter((subpath) => subpath !== './package.json' && !subpath.includes('*')).map((subpath) => (subpath === '.' ? name : `${name}${subpath.slice(1)}`));
    });
}
