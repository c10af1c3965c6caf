// The public packages as a partner receives them: each built from its sources when stale, then
// `npm pack`ed into a scratch folder. Builds share builds.mjs's stamps for the targets it knows
// (core, ui, bookings, server), and keep their own stamps for the other packages.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../builds.mjs';
import { pool, run } from './run.mjs';

/** Every public package, in build order (`@greenroom/testing` is private to the monorepo). */
export const PUBLIC_PACKAGES = ['core', 'ui', 'auth', 'space', 'calendars', 'bookings', 'branding', 'presentations', 'admin', 'integrations', 'guest', 'server'];
const KNOWN_TO_BUILDS = new Set(['core', 'ui', 'bookings', 'server']);

const stampDir = join(repoRoot, 'node_modules', '.cache', 'greenroom-consumers');
const buildsStamp = (name) => join(repoRoot, 'node_modules', '.cache', 'greenroom-builds', `${name}.stamp`);
const sharedSources = ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'scripts/tsup.base.ts'];
const skipped = new Set(['node_modules', 'dist']);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (!skipped.has(entry.name)) latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}
const tailOf = (output) => output.trim().split('\n').slice(-30).join('\n');
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** True when the package has no finished build, its output is missing, or a source (or core/ui) is newer. */
function isStale(name) {
  const dir = join(repoRoot, 'packages', name);
  const builtAt = mtime(join(stampDir, `${name}.stamp`));
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const main = manifest.exports?.['.']?.import?.default ?? manifest.exports?.['.']?.default ?? manifest.main;
  return (
    builtAt === 0 ||
    !main ||
    !existsSync(join(dir, main)) ||
    ['core', 'ui'].some((dependency) => mtime(buildsStamp(dependency)) > builtAt) ||
    [join(dir, 'src'), join(dir, 'package.json'), join(dir, 'tsup.config.ts'), ...sharedSources.map((file) => join(repoRoot, file))].some((source) => newest(source) > builtAt)
  );
}

/** Builds every stale public package (dependencies first); answers the names it built. Throws when a build fails. */
export async function buildPackages(log) {
  // builds.mjs's ensureBuilt exits the process on a failed build: run it in a child, output kept.
  const known = [...KNOWN_TO_BUILDS].map((name) => `'${name}'`).join(', ');
  const shared = await run(process.execPath, ['--input-type=module', '-e', `import { ensureBuilt } from './scripts/builds.mjs'; ensureBuilt([${known}]);`], {
    cwd: repoRoot,
    timeoutMs: 10 * 60_000,
  });
  if (shared.code !== 0) throw new Error(`building ${[...KNOWN_TO_BUILDS].join(', ')} (scripts/builds.mjs) failed:\n${tailOf(shared.output)}`);
  for (const line of shared.output.split('\n').filter((text) => text.startsWith('Building '))) log(line);
  mkdirSync(stampDir, { recursive: true });
  // The other packages need only core and ui (built above): two builds at a time.
  const built = [];
  await pool(PUBLIC_PACKAGES.filter((pkg) => !KNOWN_TO_BUILDS.has(pkg) && isStale(pkg)), 2, async (name) => {
    log(`building @greenroom/${name}`);
    const stamp = join(stampDir, `${name}.stamp`);
    rmSync(stamp, { force: true });
    const startedAt = new Date();
    const { code, output } = await run('npm', ['run', 'build', '-w', `packages/${name}`], { cwd: repoRoot, timeoutMs: 5 * 60_000 });
    if (code !== 0) throw new Error(`npm run build -w packages/${name} failed:\n${tailOf(output)}`);
    writeFileSync(stamp, `${startedAt.toISOString()}\n`);
    utimesSync(stamp, startedAt, startedAt);
    built.push(name);
  });
  return built;
}

/**
 * `npm pack`s every public package into `into`; answers Map(package name → { file, manifest })
 * with each tarball's own package.json (what a partner's npm reads).
 */
export async function packPackages(into) {
  mkdirSync(into, { recursive: true });
  const args = ['pack', '--json', '--pack-destination', into, ...PUBLIC_PACKAGES.flatMap((name) => ['-w', `packages/${name}`])];
  const { code, output } = await run('npm', args, { cwd: repoRoot });
  if (code !== 0) throw new Error(`npm pack failed:\n${output}`);
  const json = output.slice(output.indexOf('['), output.lastIndexOf(']') + 1);
  const packed = new Map();
  for (const entry of JSON.parse(json)) {
    const file = join(into, entry.filename);
    const manifest = JSON.parse(execFileSync('tar', ['-xOzf', file, 'package/package.json'], { encoding: 'utf8' }));
    packed.set(entry.name, { file, manifest, files: entry.files.map((packedFile) => packedFile.path), size: entry.size });
  }
  return packed;
}

/** The @greenroom packages `names` need, themselves included (from the packed manifests). */
export function withGreenroomDependencies(names, packed) {
  const needed = new Set();
  const visit = (name) => {
    if (needed.has(name)) return;
    const entry = packed.get(name);
    if (!entry) throw new Error(`${name} is not a packed public package`);
    needed.add(name);
    const { dependencies = {}, peerDependencies = {}, optionalDependencies = {} } = entry.manifest;
    for (const dependency of Object.keys({ ...dependencies, ...peerDependencies, ...optionalDependencies })) {
      if (dependency.startsWith('@greenroom/')) visit(dependency);
    }
  };
  names.forEach(visit);
  return [...needed];
}
