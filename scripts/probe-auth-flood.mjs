#!/usr/bin/env node
/**
 * Probe of issue 19 ("anonymous password hashing starves everyone"): 16 clients send sign-ins with
 * unknown usernames for a while, at the production scrypt cost (N = 2^17), while a signed-in admin
 * reads and a legitimate user signs in from another address. Prints the medians before and during
 * the flood and checks the goals: signed-in reads <= 50 ms median, a legitimate sign-in <= 1.5 s.
 *
 *   node scripts/probe-auth-flood.mjs [--seconds 15] [--spread]   (sources through tsx)
 *
 * `--spread` gives each flooding client its own address (X-Forwarded-For with TRUST_PROXY), the
 * worst case for per-address limits. The server runs in a child process; the script exits by itself.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const SECONDS = Math.min(Math.max(Number(args[args.indexOf('--seconds') + 1]) || 15, 3), 60);
const SPREAD = args.includes('--spread');
const FLOODERS = 16;
const PASSWORD = 'Secret123x';


async function serve() {
  const server = await import(join(root, 'packages/server/src/index.ts'));
  const dataDir = process.env.PROBE_DATA_DIR;
  const handle = await server.openDatabase({ dataDir });
  await server.runMigrations(handle);
  const config = server.loadConfig({ GREENROOM_DATA_DIR: dataDir, GREENROOM_SEED: 'none', PUBLIC_URL: 'http://127.0.0.1' });
  const app = await server.buildApp({ db: handle.db, config, trustProxy: true }); // production scrypt cost
  const now = Date.now();
  for (const [id, username, role] of [['probe-admin', 'admin', 0], ['probe-user', 'owner', 1]]) {
    await handle.db
      .insertInto('producers')
      .values({
        producer_id: id, username, username_key: username, email: `${username}@example.test`, email_key: `${username}@example.test`,
        first_name: 'Probe', last_name: username, role, password_hash: await server.hashPassword(PASSWORD),
        must_change_password: 0, temporary_password_expires_at: null, failed_sign_ins: 0, lockouts: 0, locked_until: null,
        created_at: now, updated_at: now,
      })
      .execute();
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ address });
  process.on('message', async (message) => {
    if (message === 'stop') {
      await app.close();
      await handle.close();
      process.exit(0);
    }
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};

async function timed(fn) {
  const started = performance.now();
  const status = await fn();
  return { ms: performance.now() - started, status };
}

function signIn(base, username, password, from) {
  return fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ username, password }),
  });
}

async function measure(base, token, samples) {
  const reads = [];
  const signIns = [];
  for (let i = 0; i < samples; i += 1) {
    reads.push((await timed(async () => (await fetch(`${base}/api/producers/all/admin`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.1' } })).status)).ms);
    if (i % 4 === 0) {
      const r = await timed(async () => (await signIn(base, 'owner', PASSWORD, '198.51.100.2')).status);
      if (r.status !== 200) throw new Error(`legitimate sign-in answered ${r.status}`);
      signIns.push(r.ms);
    }
  }
  return { read: median(reads), signIn: median(signIns) };
}

async function probe() {
  const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-probe-'));
  const child = fork(fileURLToPath(import.meta.url), args, {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PROBE_ROLE: 'server', PROBE_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exitCode = 0;
  try {
    const { address } = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const token = (await (await signIn(address, 'admin', PASSWORD, '198.51.100.1')).json()).session.idToken;
    const before = await measure(address, token, 12);

    let stop = false;
    const answers = new Map();
    const flooder = async (index) => {
      const from = SPREAD ? `203.0.113.${index + 1}` : '203.0.113.66';
      for (let n = 0; !stop; n += 1) {
        const status = (await signIn(address, `ghost-${index}-${n}`, 'Wrong12345', from).catch(() => ({ status: 0 }))).status;
        answers.set(status, (answers.get(status) ?? 0) + 1);
      }
    };
    const flood = Array.from({ length: FLOODERS }, (_, i) => flooder(i));
    await new Promise((resolve) => setTimeout(resolve, 1000)); // let the flood build up
    const during = [];
    const until = Date.now() + (SECONDS - 1) * 1000;
    while (Date.now() < until) during.push(await measure(address, token, 4));
    stop = true;
    await Promise.all(flood);
    const read = median(during.map((d) => d.read));
    const signInMs = median(during.map((d) => d.signIn));

    console.log(`probe-auth-flood: ${FLOODERS} clients, ${SPREAD ? 'one address each' : 'one address'}, ${SECONDS} s, scrypt N=2^17`);
    console.log(`  flood answers: ${[...answers].map(([status, n]) => `${n} x ${status}`).join(', ')}`);
    console.log(`  signed-in read     before ${before.read.toFixed(1).padStart(7)} ms   during ${read.toFixed(1).padStart(7)} ms median (goal <= 50 ms: ${read <= 50 ? 'met' : 'NOT met'})`);
    console.log(`  legitimate sign-in before ${before.signIn.toFixed(0).padStart(7)} ms   during ${signInMs.toFixed(0).padStart(7)} ms median (goal <= 1500 ms: ${signInMs <= 1500 ? 'met' : 'NOT met'})`);
    if (read > 50 || signInMs > 1500) exitCode = 1;
  } catch (error) {
    console.error(`probe-auth-flood: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  } finally {
    child.send('stop');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

if (process.env.PROBE_ROLE === 'server') await serve();
else await probe();
