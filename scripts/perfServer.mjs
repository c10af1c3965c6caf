/**
 * The built server for the browser benchmarks (perf-browser.mjs, perf-profile.mjs): started on a
 * free port with the demo seed and a host build, and the super-admin's first sign-in.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './builds.mjs';
import { freePort } from './freePort.mjs';

/** The seeded super-admin's temporary password, and the one the first sign-in sets. */
export const ADMIN_PASSWORD = 'TempPass1';
export const ADMIN_NEW_PASSWORD = 'Greenroom2026';

/** The host build's server render of link pages (ADR 0008), beside its web folder. */
export const HOST_WEB_DIR = 'examples/portal/dist';
export const HOST_SSR_ENTRY = 'examples/portal/dist-ssr/entry-server.js';

/**
 * The built server with the built host `webDir`, as e2e/harness.ts starts it; resolves once healthy.
 * The host build draws signed-in space links on the server unless `ssr` is false (another web
 * folder never: its pages would not match this build's render).
 * @example const server = await startServer('examples/portal/dist'); await server.stop();
 */
export async function startServer(webDir, { ssr = true } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-perf-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['packages/server/dist/cli.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      GREENROOM_DATA_DIR: dataDir,
      GREENROOM_WEB_DIR: webDir,
      ...(ssr && webDir === HOST_WEB_DIR ? { GREENROOM_SSR_ENTRY: HOST_SSR_ENTRY } : {}),
      GREENROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
      GREENROOM_ADMIN_EMAIL: 'admin@example.com',
      GREENROOM_SEED: 'demo',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/ready`).then((response) => response.ok, () => false);
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server did not come up:\n${output}`);
}

/** POSTs JSON; answers the status and the parsed body. @example await postJson(url, { a: 1 }) */
export async function postJson(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: await response.json().catch(() => undefined) };
}

/** Replaces the super-admin's temporary password, so later sign-ins need no challenge; answers the session. */
export async function completeFirstSignIn(baseUrl) {
  const first = await postJson(`${baseUrl}/api/auth/sign-in`, { username: 'admin', password: ADMIN_PASSWORD });
  if (first.json?.kind !== 'newPasswordRequired') throw new Error(`first sign-in answered ${first.status}: ${JSON.stringify(first.json)}`);
  const done = await postJson(`${baseUrl}/api/auth/complete-new-password`, {
    session: first.json.challenge.session,
    firstName: 'Ada',
    lastName: 'Admin',
    password: ADMIN_NEW_PASSWORD,
  });
  if (done.status !== 200) throw new Error(`complete-new-password answered ${done.status}: ${JSON.stringify(done.json)}`);
  return done.json.session;
}

/**
 * Signs the admin in on a page of its own, so the measured page, in the same context, opens the
 * link as a signed-in producer does (the session comes back from the refresh cookie).
 */
export async function signInThroughForm(context, baseUrl) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByLabel(/^Username/).fill('admin');
  await page.getByLabel(/^Password/).fill(ADMIN_NEW_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
  await page.close();
}

