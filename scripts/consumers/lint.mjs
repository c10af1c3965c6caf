// The published-package linters on every tarball: publint --strict, and Are The Types Wrong with
// the node16 profile (what the packages promise: ESM and CommonJS under node16 resolution, and
// bundlers; node10's resolution, which ignores "exports", is not promised).
import { join } from 'node:path';
import { repoRoot } from '../builds.mjs';
import { pool, run } from './run.mjs';

/**
 * Packages that promise ESM only, checked with attw's esm-only profile. The reference server is a
 * CLI and a Fastify app for Node 20.19+ (where `require()` of ESM works, as the node-cjs app shows);
 * it ships no CommonJS build on purpose. Every library package promises both.
 */
const esmOnly = new Set(['@greenroom/server']);

const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);

/** Answers one finding per failing check: { name, check, output }. */
export async function lintTarballs(packed) {
  const attw = (name, file) => {
    const profile = esmOnly.has(name) ? 'esm-only' : 'node16';
    return { name, check: `attw --profile ${profile}`, command: bin('attw'), args: [file, '--profile', profile, '--format', 'ascii', '--no-color', '--no-emoji'] };
  };
  const jobs = [...packed].flatMap(([name, { file }]) => [
    { name, check: 'publint --strict', command: bin('publint'), args: ['--strict', file] },
    attw(name, file),
  ]);
  const results = await pool(jobs, 2, async (job) => ({ ...job, ...(await run(job.command, job.args, { cwd: repoRoot, env: { NO_COLOR: '1' } })) }));
  return results
    .filter((result) => result.code !== 0 || (result.check.startsWith('publint') && /^(Errors|Warnings|Suggestions):/m.test(result.output)))
    .map(({ name, check, output }) => ({ name, check, output: output.trim() }));
}
