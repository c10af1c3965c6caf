// `.ci/run`'s smoke test of the README's first command: runs `npm start` as a newcomer would (on a
// free port and a fresh data directory), waits until it answers /api/health, checks that / serves
// the portal's page with its script, then stops it. Exits non-zero with the server's output when
// any of that fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './builds.mjs';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

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
    healthy = (await fetch(`${base}/api/health`)).ok;
  } catch {
    /* not listening yet */
  }
  if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!healthy) fail('no answer from /api/health within 5 minutes');

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

console.log(`\nsmoke test of npm start passed: ${base} answered /api/health, / and ${script}`);
stop();
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
