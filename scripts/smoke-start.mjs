// `.ci/run`'s smoke test of the README's first command: runs `npm start` as a newcomer would (on a
// free port and a fresh data directory), waits until it answers /api/ready, checks that / serves
// the portal's page with its script, then stops it with SIGTERM to its PID as a service manager
// would, and checks that nothing is left serving. Exits non-zero with the server's output when
// any of that fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './builds.mjs';
import { freePort } from './freePort.mjs';

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-smoke-'));
const base = `http://127.0.0.1:${port}`;
let output = '';
// Its own process group, so stopping it also stops the server that `npm start` spawns.
const child = spawn('npm', ['start'], {
  cwd: repoRoot,
  detached: true,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', GREENROOM_DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});
child.stderr.on('data', (chunk) => {
  output += chunk;
  process.stderr.write(chunk);
});

const stop = () => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
const fail = (why) => {
  console.error(`\nsmoke test of npm start FAILED: ${why}`);
  stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
};

// `npm start` may build first (about a minute on a fresh clone): poll for up to 5 minutes.
const deadline = Date.now() + 5 * 60_000;
let healthy = false;
while (!healthy && Date.now() < deadline) {
  if (child.exitCode !== null) fail(`npm start exited with ${child.exitCode}`);
  try {
    healthy = (await fetch(`${base}/api/ready`)).ok;
  } catch {
    /* not listening yet */
  }
  if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!healthy) fail('/api/ready did not answer 200 within 5 minutes');

const page = await fetch(`${base}/`);
const html = await page.text();
if (!page.ok || !html.includes('<div id="root"')) fail(`GET / answered ${page.status} without the portal's page`);
const script = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
if (!script) fail('the portal page names no script');
const js = await fetch(new URL(script, base));
if (!js.ok) fail(`GET ${script} answered ${js.status}`);
const signIn = await fetch(`${base}/some/deep/link`);
if (!signIn.ok || !(await signIn.text()).includes('<div id="root"')) fail('a client route is not answered with the portal page');
if (!/admin/i.test(output)) fail('the first start did not tell the operator about the admin account');

// Stop it the way a service manager does: SIGTERM to the `npm start` PID alone (not its group).
// The server must stop gracefully, leave nothing listening and release the data directory.
const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
process.kill(child.pid, 'SIGTERM');
const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 15_000))]);
if (code === 'timeout') fail('SIGTERM to the npm start PID did not stop it within 15 s');
const stillServing = await fetch(`${base}/api/health`).then(() => true, () => false);
if (stillServing) fail('after SIGTERM to the npm start PID, something still answers on the port (an orphaned server)');
if (!/Stopping…/.test(output)) fail('the server did not stop gracefully (no "Stopping…" line)');

console.log(`\nsmoke test of npm start passed: ${base} answered /api/ready, / and ${script}; SIGTERM to its PID stopped it (exit ${code})`);
rmSync(dataDir, { recursive: true, force: true });
