// What `npm start` and `npm test` need built, in dependency order: @greenroom/core's dist (the
// server loads `@greenroom/core/rules` from it at run time and its declarations at build time), the
// API server, the host app, and the built Ladle the end-to-end tests open. A target is rebuilt when
// it never finished a build, when one of its sources is newer than its last good build, or when a
// target it depends on was rebuilt since. "Finished" is a stamp written only after the build
// succeeded and removed before it starts, so a build that failed half-way never counts as built.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (every path below is relative to it). */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const stampDir = join(repoRoot, 'node_modules', '.cache', 'greenroom-builds');
const skipped = new Set(['node_modules', 'dist', 'dist-ssr', 'build', '.ladle-build', 'coverage', 'test-results']);
const shared = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'scripts/tsup.base.ts', 'scripts/tsup.declarations.ts'];
const featureSources = ['core', 'ui', 'auth', 'space', 'calendars', 'bookings', 'branding', 'presentations', 'admin', 'integrations', 'guest'].map((name) => `packages/${name}/src`);

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

/**
 * Everything `npm start` and `npm test` may build. `command` runs from the repository root;
 * `needs` names the targets that must be built first.
 */
export const targets = [
  {
    name: 'core',
    label: '@greenroom/core',
    command: ['npm', 'run', 'build', '-w', 'packages/core'],
    output: 'packages/core/dist/rules.js',
    sources: ['packages/core/src', 'packages/core/package.json', 'packages/core/tsup.config.ts', ...shared],
    needs: [],
  },
  {
    name: 'ui',
    label: '@greenroom/ui',
    command: ['npm', 'run', 'build', '-w', 'packages/ui'],
    output: 'packages/ui/dist/index.js',
    sources: ['packages/ui/src', 'packages/ui/package.json', 'packages/ui/tsup.config.ts', ...shared],
    needs: ['core'],
  },
  {
    name: 'bookings',
    label: '@greenroom/bookings',
    command: ['npm', 'run', 'build', '-w', 'packages/bookings'],
    output: 'packages/bookings/dist/index.js',
    sources: ['packages/bookings/src', 'packages/bookings/package.json', 'packages/bookings/tsup.config.ts', ...shared],
    needs: ['core', 'ui'],
  },
  {
    // Built the way a partner builds: against the packages' dist, not the monorepo's sources.
    name: 'partner-embed',
    label: 'the partner embed example',
    command: ['npx', 'vite', 'build', '--config', 'examples/partner-embed/vite.config.ts'],
    output: 'examples/partner-embed/dist/index.html',
    sources: ['examples/partner-embed', ...shared],
    needs: ['bookings'],
  },
  {
    name: 'server',
    label: 'the API server',
    command: ['npm', 'run', 'build', '-w', 'packages/server'],
    output: 'packages/server/dist/cli.js',
    sources: ['packages/server/src', 'packages/server/package.json', 'packages/server/tsup.config.ts', ...shared],
    needs: ['core'],
  },
  {
    name: 'host',
    label: 'the host app',
    command: ['npm', 'run', 'build', '-w', 'examples/portal'],
    output: 'examples/portal/dist/index.html',
    sources: ['examples/portal', 'scripts/precompress.mjs', ...featureSources, ...shared],
    needs: [],
  },
  {
    name: 'ladle',
    label: 'the Ladle stories',
    command: ['npm', 'run', 'ladle:build'],
    output: 'build/ladle/index.html',
    sources: ['ladle', 'packages/testing/src', ...featureSources, ...shared],
    needs: [],
  },
];

const byName = new Map(targets.map((target) => [target.name, target]));
const stampOf = (target) => join(stampDir, `${target.name}.stamp`);
const stampTime = (target) => (existsSync(stampOf(target)) ? statSync(stampOf(target)).mtimeMs : 0);

/** True when the target has no finished build, or a source or a needed target is newer than it. */
export function isStale(target) {
  const builtAt = stampTime(target);
  if (builtAt === 0 || !existsSync(inRoot(target.output))) return true;
  if (target.needs.some((name) => stampTime(byName.get(name)) > builtAt)) return true;
  return target.sources.some((source) => newest(inRoot(source)) > builtAt);
}

/** The named targets and, before each, what it needs (each once, in dependency order). */
export function inBuildOrder(names) {
  const order = [];
  const visit = (name) => {
    const target = byName.get(name);
    if (!target) throw new Error(`unknown build target '${name}'`);
    if (order.includes(target)) return;
    target.needs.forEach(visit);
    order.push(target);
  };
  names.forEach(visit);
  return order;
}

/**
 * Builds each named target (and what it needs) that is stale, in dependency order; exits the
 * process with the build's status when one fails, leaving that target unbuilt.
 * @example ensureBuilt(['server', 'host']); // what `npm start` serves
 */
export function ensureBuilt(names = ['server', 'host']) {
  mkdirSync(stampDir, { recursive: true });
  for (const target of inBuildOrder(names)) {
    if (!isStale(target)) continue;
    console.log(`Building ${target.label} (${target.command.join(' ')})…`);
    rmSync(stampOf(target), { force: true });
    const startedAt = Date.now();
    const [command, ...args] = target.command;
    const build = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error(`Building ${target.label} failed; see the output above. Nothing was marked as built.`);
      process.exit(build.status ?? 1);
    }
    // The stamp carries the moment the build started, so a source edited during the build is
    // still newer than it and triggers the next build.
    const at = new Date(startedAt);
    writeFileSync(stampOf(target), `${at.toISOString()}\n`);
    utimesSync(stampOf(target), at, at);
  }
}
