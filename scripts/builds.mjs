// What `npm start` and the end-to-end tests run: the built server (packages/server/dist) and the
// built host app (examples/portal/dist). Each is rebuilt when it is missing or older than any of
// the sources it is made from; nothing else is built.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (every path below is relative to it). */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const skipped = new Set(['node_modules', 'dist', '.ladle-build', 'coverage']);

/** Newest modification time (ms) of the files under `path`, skipping dependencies and outputs. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

const inRoot = (path) => join(repoRoot, path);

/** The two programs `npm start` serves, the workspace that builds each, and what each is made from. */
export const targets = [
  {
    name: 'the API server',
    workspace: 'packages/server',
    output: 'packages/server/dist/cli.js',
    sources: ['packages/server/src', 'packages/server/package.json', 'packages/server/tsup.config.ts', 'packages/core/src'],
  },
  {
    name: 'the host app',
    workspace: 'examples/portal',
    output: 'examples/portal/dist/index.html',
    sources: [
      'examples/portal/src',
      'examples/portal/index.html',
      'examples/portal/vite.config.ts',
      'examples/portal/package.json',
      ...['core', 'ui', 'auth', 'space', 'calendars'].map((name) => `packages/${name}/src`),
    ],
  },
];

/** True when the target's output is missing or older than one of its sources. */
export function isStale(target) {
  const output = inRoot(target.output);
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return target.sources.some((source) => newest(inRoot(source)) > builtAt);
}

/** Builds every stale target with its workspace's own build script; exits on a failed build. */
export function ensureBuilt() {
  for (const target of targets) {
    if (!isStale(target)) continue;
    console.log(`Building ${target.name} (npm run build -w ${target.workspace})…`);
    const build = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error(`Building ${target.name} failed; see the output above.`);
      process.exit(build.status ?? 1);
    }
  }
}
