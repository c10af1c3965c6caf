// `npm test`: every unit, component and server test, then the end-to-end journeys in Chromium
// when one is found (REQUIRE_E2E=1 turns a missing browser into a failure).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npx', ['vitest', 'run', '--project', 'web', '--project', 'server']);

const chromium = findChromium();
if (!chromium) {
  const banner = '!'.repeat(72);
  console.error(`\n${banner}\n! No Chromium found (set CHROMIUM_PATH or apt-get install chromium):\n! the end-to-end tests did NOT run.\n${banner}\n`);
  process.exit(process.env.REQUIRE_E2E === '1' ? 1 : 0);
}
if (!existsSync('examples/portal/dist/index.html') || !existsSync('packages/server/dist/cli.js')) {
  console.log('Building the host and the server for the end-to-end tests…');
  run('npm', ['run', 'build']);
}
run('npx', ['vitest', 'run', '--project', 'e2e'], { CHROMIUM_PATH: chromium });
