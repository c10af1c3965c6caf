// `npm test`: lint and the type check over the whole workspace (tests, e2e and scripts included),
// every unit, component and server test, the lint of the served OpenAPI document (Redocly), then
// the end-to-end journeys in Chromium when one is found (REQUIRE_E2E=1 turns a missing browser
// into a failure), after building what they open.
// With GREENROOM_TEST_DATABASE_URL set (CI) the server suite runs once more on that PostgreSQL.
//
// Stages that do not depend on each other run side by side, TEST_CONCURRENCY (default 2) at a
// time, the longest first: on 2 cores the vitest run keeps both busy for most of the run, while
// lint, the type check and the builds are mostly one core each. Each stage's output is kept and
// printed in one piece when it ends, so a failure reads as it would alone. A failing stage does not
// stop the others (only the stages that need it are skipped); the exit status is non-zero if any
// stage failed or was skipped, and the wall time of each stage is printed at the end.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { findChromium } from './chromium.mjs';

const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY) || 2);
const chromium = findChromium();
const postgres = process.env.GREENROOM_TEST_DATABASE_URL;

/** @typedef {{ name: string, command: string[], env?: Record<string, string>, after?: string[] }} Stage */
/** @type {Stage[]} In the order they start when a slot is free (longest first: the PostgreSQL
 * suite before lint and the type check, so the run does not end on it alone). */
const stages = [
  // One worker (Vitest's default on 2 cores): a second one beside the journeys gained 88 s here
  // and cost the builds 112 s, so the run was no shorter.
  { name: 'vitest: unit, web (jsdom) and server', command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'web-fresh', '--project', 'server'] },
  ...(chromium
    ? [
        {
          name: 'build what the journeys open',
          command: ['node', '--input-type=module', '-e', "import { ensureBuilt } from './scripts/builds.mjs'; ensureBuilt(['server', 'host', 'ladle', 'partner-embed']);"],
        },
        {
          name: 'vitest: end-to-end journeys (Chromium)',
          command: ['npx', 'vitest', 'run', '--project', 'e2e'],
          env: { CHROMIUM_PATH: chromium },
          after: ['build what the journeys open'],
        },
      ]
    : []),
  ...(postgres
    ? [{ name: 'vitest: server on PostgreSQL', command: ['npx', 'vitest', 'run', '--project', 'server'], env: { DATABASE_URL: postgres } }]
    : []),
  { name: 'lint (eslint)', command: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'type check (tsc --noEmit)', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  // A few seconds: the served OpenAPI document must pass `redocly lint` (recommended rules, redocly.yaml).
  { name: 'OpenAPI document (redocly lint)', command: ['node', 'scripts/openapi-check.mjs'] },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const startedAt = Date.now();
/** @type {Map<string, { status: 'passed' | 'failed' | 'skipped', ms: number, output?: string }>} */
const results = new Map();
const running = new Set();

/** Runs one stage with its output kept, then prints it framed by the stage's name. */
function runStage(stage) {
  return new Promise((resolve) => {
    const began = Date.now();
    console.log(`--- started: ${stage.name}`);
    const [command, ...args] = stage.command;
    const child = spawn(command, args, { env: { ...process.env, ...color, ...stage.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (code, error) => {
      const ms = Date.now() - began;
      const status = code === 0 ? 'passed' : 'failed';
      console.log(`\n=== ${stage.name}: ${status} in ${seconds(ms)} ===`);
      process.stdout.write(Buffer.concat(output));
      if (error) console.error(error.message);
      console.log(`=== end of ${stage.name} ===\n`);
      resolve({ status, ms, output: status === 'failed' ? Buffer.concat(output).toString('utf8') : '' });
    };
    child.on('error', (error) => finish(1, error));
    child.on('close', (code) => finish(code ?? 1));
  });
}

/** Starts every stage whose prerequisites passed while slots are free; skips those that cannot run. */
function schedule(done) {
  for (const stage of stages) {
    if (results.has(stage.name) || running.has(stage.name)) continue;
    const after = stage.after ?? [];
    if (after.some((name) => results.has(name) && results.get(name).status !== 'passed')) {
      results.set(stage.name, { status: 'skipped', ms: 0 });
      console.log(`--- skipped: ${stage.name} (needs ${after.join(', ')})`);
      continue;
    }
    if (running.size >= concurrency || !after.every((name) => results.has(name))) continue;
    running.add(stage.name);
    runStage(stage).then((result) => {
      running.delete(stage.name);
      results.set(stage.name, result);
      schedule(done);
    });
  }
  if (running.size === 0 && results.size === stages.length) done();
}

await new Promise((resolve) => schedule(resolve));

console.log(`\n=== stages (wall time, ${concurrency} at a time) ===`);
for (const stage of stages) {
  const { status, ms } = results.get(stage.name);
  console.log(`${status.padEnd(7)} ${seconds(ms).padStart(8)}  ${stage.name}`);
}
console.log(`total   ${seconds(Date.now() - startedAt).padStart(8)}`);

// A failed stage's output scrolls far up when the others print after it (and CI logs keep only
// the tail): repeat what failed, in a few lines, last.
const RECAP_LINES = 60;
for (const stage of stages) {
  const { status, output = '' } = results.get(stage.name);
  if (status !== 'failed') continue;
  const plain = stripVTControlCharacters(output).split('\n');
  const failing = plain.filter((line) => /^\s*(FAIL|×|✗)\s|AssertionError|^\s*(Error|TypeError):|Test timed out|^\s*\d+:\d+\s+error\s|error TS\d+/.test(line));
  console.log(`\n=== what failed in ${stage.name} (${failing.length} lines${failing.length > RECAP_LINES ? `, first ${RECAP_LINES}` : ''}) ===`);
  console.log((failing.length > 0 ? failing : plain.slice(-20)).slice(0, RECAP_LINES).join('\n'));
}

let failed = [...results.values()].some((result) => result.status !== 'passed');
if (!chromium) {
  const banner = '!'.repeat(72);
  console.error(`\n${banner}\n! No Chromium found (set CHROMIUM_PATH or apt-get install chromium):\n! the end-to-end tests did NOT run.\n${banner}\n`);
  if (process.env.REQUIRE_E2E === '1') failed = true;
}
process.exit(failed ? 1 : 0);
