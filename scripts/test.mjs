// `npm test`: lint and the type check over the whole workspace (tests, e2e and scripts included),
// every unit, component and server test, then the end-to-end journeys in Chromium when one is
// found (REQUIRE_E2E=1 turns a missing browser into a failure). Builds what the journeys open.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';
import { ensureBuilt } from './builds.mjs';

const step = (title) => console.log(`\n=== ${title} ===`);
const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

step('lint (eslint)');
run('npx', ['eslint', '.', '--max-warnings=0']);
step('type check (tsc --noEmit)');
run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('unit, component and server tests (vitest)');
run('npx', ['vitest', 'run', '--project', 'web', '--project', 'server']);

const chromium = findChromium();
if (!chromium) {
  const banner = '!'.repeat(72);
  console.error(`\n${banner}\n! No Chromium found (set CHROMIUM_PATH or apt-get install chromium):\n! the end-to-end tests did NOT run.\n${banner}\n`);
  process.exit(process.env.REQUIRE_E2E === '1' ? 1 : 0);
}
step('build what the journeys open');
ensureBuilt(['server', 'host', 'ladle', 'partner-embed']);
step('end-to-end journeys (Chromium)');
run('npx', ['vitest', 'run', '--project', 'e2e'], { CHROMIUM_PATH: chromium });
