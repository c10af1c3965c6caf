// A consumer app copied out of the repository into a scratch folder (node resolution walks up
// the tree, so nothing under /work/main can be reached), its @greenroom/* dependencies pointed
// at the packed tarballs, and installed with one `npm install`.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../builds.mjs';
import { withGreenroomDependencies } from './packages.mjs';
import { run } from './run.mjs';

/**
 * Copies consumers/<app> (and consumers/common into it as common/) to `<scratchRoot>/<name>`,
 * rewrites its package.json: every @greenroom package it names, and every @greenroom package
 * those depend on, as `file:<tarball>`; `overrides` replace other dependency versions (the React
 * 18 variant). Answers the folder.
 */
export function prepareApp({ app, name = app, scratchRoot, packed, overrides = {} }) {
  const dir = join(scratchRoot, name);
  mkdirSync(dir, { recursive: true });
  cpSync(join(repoRoot, 'consumers', app), dir, { recursive: true, filter: (source) => !/[\\/](node_modules|dist|dist-sizes|\.next)$/.test(source) });
  cpSync(join(repoRoot, 'consumers', 'common'), join(dir, 'common'), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const named = Object.keys(manifest.dependencies ?? {}).filter((dependency) => dependency.startsWith('@greenroom/'));
  for (const dependency of withGreenroomDependencies(named, packed)) {
    manifest.dependencies[dependency] = `file:${packed.get(dependency).file}`;
  }
  for (const [dependency, version] of Object.entries(overrides)) {
    const field = manifest.dependencies?.[dependency] !== undefined ? 'dependencies' : 'devDependencies';
    manifest[field] = { ...manifest[field], [dependency]: version };
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}

/**
 * One `npm install` in the app's folder: the shared npm cache, offline where the cache has it,
 * no audit or funding calls. Install scripts do not run (better-sqlite3 would compile from
 * source; nothing the checks load needs a script). Answers { code, output }.
 */
export function installApp(dir) {
  return run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--loglevel=error'], {
    cwd: dir,
    env: { npm_config_update_notifier: 'false' },
    timeoutMs: 6 * 60_000,
  });
}
