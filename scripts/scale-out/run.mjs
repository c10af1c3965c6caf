#!/usr/bin/env node
/**
 * Scale out, proven (issue 30): two instances of the built server on one PostgreSQL behind nginx
 * (Debian's package, round robin), configured with deploy/nginx/greenroom.conf itself (turned into
 * plain HTTP on loopback ports by `testSiteConfig` below), and the checks an operator needs before
 * trusting a second instance:
 *
 *   a. sign in through one, work through both, a refresh on each (cookie routes behind the proxy)
 *   b. lockouts and the per-address sign-in limit are shared (and nginx's X-Forwarded-For is not spoofable)
 *   c. a per-address rate limit (POST /api/system-check, 10 a minute) is shared
 *   d. a stale PUT across the two answers 412; the other instance's booking list follows at once
 *   e. an upload through one is served by the other; a second PUT of the address answers 409
 *   f. a send of 500 invitations is delivered exactly once, by both workers
 *   g. one instance SIGKILLed mid-send loses nothing (at most a duplicate with the same Message-ID)
 *   h. the systemd unit's stop signal stops an instance within its TimeoutStopSec
 *
 * Usage: GREENROOM_TEST_DATABASE_URL=postgres://… node scripts/scale-out/run.mjs   (npm run test:scale-out)
 * Needs nginx (apt-get install nginx) and PostgreSQL (bash scripts/ci-postgres.sh); the role of the
 * URL needs CREATEDB: a fresh database is created per run and dropped at the end. Loopback only;
 * runs as root (CI) or as any other user (nginx gets its own prefix, pid, logs and temp paths).
 * Builds packages/server/dist when stale (scripts/builds.mjs); SCALE_OUT_SERVER_CLI=<path to cli.js>
 * runs another build instead. Prints a table of the checks; exit code 1 when one fails or the run
 * passes its 3-minute bound. Not part of `npm test` (.ci/run runs it as its own step).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { crc32, deflateSync } from 'node:zlib';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { ensureBuilt, repoRoot } from '../builds.mjs';
import { freePort } from '../freePort.mjs';

const NGINX_SITE = join(repoRoot, 'deploy/nginx/greenroom.conf');
const SYSTEMD_UNIT = join(repoRoot, 'deploy/systemd/greenroom.service');
const ADMIN_PASSWORD = 'ScaleTemp1';
const ADMIN_NEW_PASSWORD = 'ScaleOut2026';
const SPACE_ID = 'space-1'; // the demo seed's 'Main Hall'
const GUESTS = 500;
const CLAIM_SECONDS = 5;
/** What the fake mail server takes per message: a send of 500 lasts a few seconds, so both workers take part and a kill lands mid-send. */
const SMTP_LATENCY_MS = 40;
/** Instance A is killed when it has handed this many mails of the second send to the mail server. */
const KILL_AFTER = 20;
const BOUND_MS = 180_000;

// ---------------------------------------------------------------------------------------------
// Prerequisites

const databaseUrl = process.env.GREENROOM_TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('scale-out: set GREENROOM_TEST_DATABASE_URL (a PostgreSQL role with CREATEDB), e.g. after `bash scripts/ci-postgres.sh`:');
  console.error('  GREENROOM_TEST_DATABASE_URL=postgres://greenroom_ci:greenroom_ci@127.0.0.1:5432/greenroom_ci npm run test:scale-out');
  process.exit(1);
}
const nginxBin = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin']
  .map((dir) => join(dir, 'nginx'))
  .find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
if (!nginxBin) {
  console.error('scale-out: nginx is not installed (Debian: apt-get install -y nginx).');
  process.exit(1);
}

// SCALE_OUT_SERVER_CLI: run another build of the server's cli.js (e.g. one made beside a tree whose
// other packages do not build right now) instead of building packages/server/dist.
const serverCli = process.env.SCALE_OUT_SERVER_CLI ?? 'packages/server/dist/cli.js';
if (!process.env.SCALE_OUT_SERVER_CLI) ensureBuilt(['server']);
const STARTED = Date.now();
const DEADLINE = STARTED + BOUND_MS;

// ---------------------------------------------------------------------------------------------
// Small tools

class CheckFailed extends Error {}
/** Fails the current check with what was expected and what came. */
function expect(condition, expected, got) {
  if (!condition) throw new CheckFailed(`expected ${expected}; got ${typeof got === 'string' ? got : JSON.stringify(got)}`);
}

/**
 * Polls `probe` until it answers something truthy (or `{ done: truthy }`, whose `detail` a timeout
 * reports), every `everyMs`, for at most `withinMs` and never past the run's bound; answers that value.
 */
async function waitFor(what, probe, { withinMs = 30_000, everyMs = 100 } = {}) {
  const until = Math.min(Date.now() + withinMs, DEADLINE);
  let last;
  for (;;) {
    last = await probe();
    const done = last !== null && typeof last === 'object' && 'done' in last ? last.done : last;
    if (done) return done;
    if (Date.now() >= until) throw new CheckFailed(`gave up waiting for ${what} after ${withinMs / 1000} s${last?.detail ? ` (${last.detail})` : ''}`);
    await delay(everyMs); // the interval of a bounded poll, not a wait for something to happen
  }
}

/**
 * One HTTP request (node:http, so the client's source address can be chosen: nginx then forwards
 * that address as X-Forwarded-For). Answers status, headers, text, parsed JSON (a JSON string
 * holding an object is parsed again, as the booking routes answer), the body bytes and, through
 * nginx, which instance answered (the test site's X-Greenroom-Upstream header).
 */
function call(base, method, path, { body, headers = {}, token, cookie, from, raw } = {}) {
  const url = new URL(path, base);
  const payload = raw ?? (body === undefined ? undefined : Buffer.from(JSON.stringify(body)));
  const allHeaders = {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(cookie ? { cookie } : {}),
    ...(payload ? { 'content-length': String(payload.length) } : {}),
    ...headers,
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers: allHeaders, agent: false, ...(from ? { localAddress: from } : {}) },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let json;
          try {
            json = text === '' ? undefined : JSON.parse(text);
            if (typeof json === 'string' && json.startsWith('{')) json = JSON.parse(json);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, text, json, bytes, upstream: res.headers['x-greenroom-upstream'] });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${path}: no answer in 60 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A call that must answer `status`; answers the parsed body. */
async function must(status, base, method, path, options) {
  const answer = await call(base, method, path, options);
  if (answer.status !== status) throw new CheckFailed(`${method} ${path}: expected ${status}; got ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer;
}

function cookieOf(answer, name) {
  const setCookie = [answer.headers['set-cookie'] ?? []].flat();
  for (const line of setCookie) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** A valid 960 x 540 RGB PNG of random pixels (about 1.5 MB, more than nginx's default body limit). */
function noisePng(width = 960, height = 540) {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) randomBytes(width * 3).copy(rows, y * (width * 3 + 1) + 1);
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])));
    return Buffer.concat([length, Buffer.from(type, 'ascii'), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

// ---------------------------------------------------------------------------------------------
// The pieces: PostgreSQL, the mail server, the instances, nginx

/** A fresh database beside the one the URL names (the role needs CREATEDB). */
async function freshDatabase() {
  const name = `greenroom_scale_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** Connections to the test database by application name (PGAPPNAME: one per instance). */
    async connections() {
      const { rows } = await admin.query(
        "select application_name as app, count(*)::int as n from pg_stat_activity where datname = $1 and backend_type = 'client backend' group by 1",
        [name],
      );
      return Object.fromEntries(rows.map((r) => [r.app, r.n]));
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A loopback mail server with one port per instance, so every mail says which instance delivered
 * it. It keeps recipient, Message-ID and instance of each accepted message; `onMessage` may act
 * (kill an instance) before the message is acknowledged.
 */
async function startMailSink() {
  const received = []; // { instance, to, messageId }
  const sink = { received, onMessage: null, servers: [] };
  sink.listen = async (instance) => {
    const smtp = new SMTPServer({
      authOptional: true,
      disableReverseLookup: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => {
          const head = Buffer.concat(chunks).toString('utf8').split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
          const messageId = /^message-id:\s*(.+)$/im.exec(head)?.[1].trim() ?? '';
          const entries = session.envelope.rcptTo.map((r) => ({ instance, to: r.address.toLowerCase(), messageId }));
          received.push(...entries);
          // A mail server's latency; the acknowledgement waits for it (and for onMessage).
          const acknowledge = () => setTimeout(callback, SMTP_LATENCY_MS);
          if (sink.onMessage) Promise.resolve(sink.onMessage(entries[0])).then(acknowledge, acknowledge);
          else acknowledge();
        });
      },
    });
    smtp.on('error', () => {}); // a killed client resets its connection: expected
    await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    sink.servers.push(smtp);
    return `smtp://127.0.0.1:${smtp.server.address().port}`;
  };
  sink.close = () => Promise.all(sink.servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return sink;
}

/** Starts one instance of the built server (cli.js) as the systemd unit would, with its own port, data directory and SMTP port. */
function startInstance(name, { port, publicUrl, dbUrl, smtpUrl, dataDir }) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
    DATABASE_URL: dbUrl,
    PGAPPNAME: `greenroom-${name}`,
    GREENROOM_DATA_DIR: dataDir,
    // The demo seed gives a space to book in; both instances seed the empty database at once.
    GREENROOM_SEED: 'demo',
    GREENROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
    GREENROOM_ADMIN_EMAIL: 'ops@scale.test',
    GREENROOM_MAIL_FROM: 'Greenroom <no-reply@scale.test>',
    SMTP_URL: smtpUrl,
    MAIL_CLAIM_SECONDS: String(CLAIM_SECONDS),
    LOG_LEVEL: '',
    METRICS_TOKEN: '',
  };
  const child = spawn(process.execPath, [serverCli], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const instance = { name, port, base: `http://127.0.0.1:${port}`, child, output: '' };
  const keep = (chunk) => (instance.output = (instance.output + chunk).slice(-6000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  instance.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  instance.alive = () => child.exitCode === null && child.signalCode === null;
  return instance;
}

/**
 * Waits until the instance answers GET /api/ready with 200 and has finished its start: on a first
 * start /api/ready answers 200 while the super-admin is still being created (the seed runs after
 * listen), so the last line of the start ('Press Ctrl+C to stop.') is awaited too.
 */
async function waitReady(instance) {
  await waitFor(`instance ${instance.name} to answer GET /api/ready with 200 and print 'Press Ctrl+C to stop.'`, async () => {
    if (!instance.alive()) throw new Error(`instance ${instance.name} exited before it was ready:\n${instance.output}`);
    const answer = await call(instance.base, 'GET', '/api/ready').catch(() => null);
    const started = instance.output.includes('Press Ctrl+C to stop.');
    return { done: answer?.status === 200 && started, detail: `${answer ? `${answer.status} ${answer.text.slice(0, 200)}` : 'no answer'}${started ? '' : ', start not finished'}` };
  }, { withinMs: 60_000 });
}

/**
 * deploy/nginx/greenroom.conf made runnable on loopback: the HTTP -> HTTPS block and the ssl_ lines
 * left out, `listen 127.0.0.1:<port>` instead of 443, the test's two upstream ports, and a header
 * naming the instance that answered (so the test sees the round robin).
 */
function testSiteConfig(site, { listenPort, upstreamPorts }) {
  const replaceOnce = (text, pattern, replacement, what) => {
    if (!pattern.test(text)) throw new Error(`deploy/nginx/greenroom.conf: cannot find ${what} (the scale-out test rewrites it)`);
    return text.replace(pattern, replacement);
  };
  let text = replaceOnce(site, /# --- HTTP -> HTTPS \(begin\) ---\n[\s\S]*?# --- HTTP -> HTTPS \(end\) ---\n/, '', 'the HTTP -> HTTPS block');
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;\n]*)?;\n/gm;
  const first = serverLine.exec(text);
  if (!first) throw new Error('deploy/nginx/greenroom.conf: cannot find the upstream server lines');
  const options = first[2] ?? '';
  text = text.replace(serverLine, (_line, indent) => (_line === first[0] ? upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port}${options};\n`).join('') : ''));
  text = replaceOnce(text, /^(\s*)listen 443 ssl[^;\n]*;\n/m, `$1listen 127.0.0.1:${listenPort};\n`, 'listen 443');
  text = text.replace(/^\s*listen \[::\]:443[^\n]*\n/gm, '').replace(/^\s*ssl_[^\n]*\n/gm, '');
  text = replaceOnce(text, /^(\s*)gzip off;\n/m, '$1gzip off;\n$1add_header X-Greenroom-Upstream $upstream_addr always;\n', 'gzip off');
  return text;
}

/** nginx as a non-root program would run it: its own prefix, pid, logs and temp paths under `dir`. */
async function startNginx(dir, site) {
  // Run as root (CI), nginx's workers run as nobody and must reach their temp paths under `dir`.
  mkdirSync(dir, { mode: 0o755 });
  chmodSync(join(dir, '..'), 0o755);
  writeFileSync(join(dir, 'greenroom.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'worker_processes 1;',
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, `${kind}_temp`)};`),
      `  include ${join(dir, 'greenroom.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')];
  const syntax = spawnSync(nginxBin, [...args, '-t'], { encoding: 'utf8' });
  if (syntax.status !== 0) throw new Error(`nginx -t refused the configuration:\n${syntax.stderr}`);
  const child = spawn(nginxBin, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const proxy = { child, output: '', dir };
  child.stdout.on('data', (c) => (proxy.output += c));
  child.stderr.on('data', (c) => (proxy.output += c));
  proxy.exited = new Promise((resolve) => child.once('exit', resolve));
  proxy.alive = () => child.exitCode === null && child.signalCode === null;
  return proxy;
}

// ---------------------------------------------------------------------------------------------
// The run

const results = []; // { name, ok, detail, seconds }
async function check(name, body) {
  const startedAt = Date.now();
  try {
    if (Date.now() > DEADLINE) throw new CheckFailed('not run: the 3-minute bound has passed');
    const detail = await body();
    results.push({ name, ok: true, detail: detail ?? '', seconds: (Date.now() - startedAt) / 1000 });
  } catch (error) {
    const detail = error instanceof CheckFailed ? error.message : (error?.stack ?? String(error));
    results.push({ name, ok: false, detail, seconds: (Date.now() - startedAt) / 1000 });
  }
}

const tmp = mkdtempSync(join(tmpdir(), 'greenroom-scale-out-'));
let db;
let sink;
let proxy;
const instances = [];
const connectionPeak = {};
let sampler;
let setupError;
const facts = [];

try {
  db = await freshDatabase();
  sink = await startMailSink();
  const [portA, portB, nginxPort] = [await freePort(), await freePort(), await freePort()];
  const front = `http://127.0.0.1:${nginxPort}`;
  const site = testSiteConfig(readFileSync(NGINX_SITE, 'utf8'), { listenPort: nginxPort, upstreamPorts: [portA, portB] });

  // Both instances start at once on the empty database: both migrate and seed it.
  for (const [name, port] of [['A', portA], ['B', portB]]) {
    instances.push(startInstance(name, { port, publicUrl: front, dbUrl: db.url, smtpUrl: await sink.listen(name), dataDir: join(tmp, `data-${name}`) }));
  }
  const [A, B] = instances;
  await Promise.all(instances.map((instance) => waitReady(instance)));
  proxy = await startNginx(join(tmp, 'nginx'), site);
  await waitFor('nginx to answer GET /api/ready with 200', async () => {
    if (!proxy.alive()) throw new Error(`nginx exited:\n${proxy.output}`);
    return (await call(front, 'GET', '/api/ready').catch(() => null))?.status === 200;
  });
  const byPort = { [`127.0.0.1:${portA}`]: 'A', [`127.0.0.1:${portB}`]: 'B' };
  // The instance that answered: the last of $upstream_addr ('A:port, B:port' when nginx found A gone and went on to B).
  const who = (answer) => {
    const last = String(answer.upstream ?? '').split(',').pop().trim();
    return byPort[last] ?? `?(${answer.upstream})`;
  };
  facts.push(`started in ${((Date.now() - STARTED) / 1000).toFixed(1)} s: A :${portA}, B :${portB}, nginx ${(spawnSync(nginxBin, ['-v'], { encoding: 'utf8' }).stderr ?? '').trim().replace('nginx version: ', '')} :${nginxPort}, database ${db.name}`);

  sampler = setInterval(() => {
    db.connections().then((now) => {
      for (const [app, n] of Object.entries(now)) connectionPeak[app] = Math.max(connectionPeak[app] ?? 0, n);
    }, () => {});
  }, 200);

  const origin = { origin: front };
  let token;
  let refreshCookie;

  await check('a. sign in through one, work through both, a refresh on each', async () => {
    const signIn = await must(200, front, 'POST', '/api/auth/sign-in', { body: { username: 'admin', password: ADMIN_PASSWORD }, headers: origin });
    expect(signIn.json?.kind === 'newPasswordRequired', "the first sign-in to answer kind 'newPasswordRequired'", signIn.json);
    const done = await must(200, front, 'POST', '/api/auth/complete-new-password', {
      body: { session: signIn.json.challenge.session, firstName: 'Ada', lastName: 'Ops', password: ADMIN_NEW_PASSWORD },
      headers: origin,
    });
    token = done.json.session.idToken;
    refreshCookie = cookieOf(done, 'gr_refresh');
    expect(refreshCookie, 'a gr_refresh cookie from complete-new-password', done.headers['set-cookie']);
    const servedSignIn = [who(signIn), who(done)];
    // The session on both instances.
    const used = new Set();
    await waitFor('the id token to be accepted by both instances', async () => {
      const answer = await must(200, front, 'GET', '/api/producers/all/admin', { token });
      used.add(who(answer));
      return used.size === 2;
    }, { withinMs: 10_000, everyMs: 1 });
    // A refresh answered by each instance, each rotating the cookie; each new id token is then
    // used on the other instance directly (nothing else goes through nginx meanwhile, so the round
    // robin alternates).
    const refreshedBy = [];
    await waitFor('a refresh answered by each instance', async () => {
      const answer = await must(200, front, 'POST', '/api/auth/refresh', { cookie: `gr_refresh=${refreshCookie}`, headers: origin });
      const next = cookieOf(answer, 'gr_refresh');
      expect(next && next !== refreshCookie, 'a new gr_refresh cookie on every refresh', answer.headers['set-cookie']);
      refreshCookie = next;
      token = answer.json.session.idToken;
      refreshedBy.push(who(answer));
      await must(200, (who(answer) === 'A' ? B : A).base, 'GET', '/api/producers/all/admin', { token });
      return new Set(refreshedBy).size === 2;
    }, { withinMs: 10_000, everyMs: 1 });
    // Behind the proxy the cross-site check still knows the site's own origin and refuses others.
    const crossSite = await call(front, 'POST', '/api/auth/refresh', { cookie: `gr_refresh=${refreshCookie}`, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status === 403 && crossSite.json?.code === 'CrossSiteRequest', '403 CrossSiteRequest for a refresh from another origin', `${crossSite.status} ${crossSite.text}`);
    expect(cookieOf(crossSite, 'gr_refresh') === undefined, 'no cookie on the refused refresh', crossSite.headers['set-cookie']);
    return `sign-in on ${servedSignIn[0]}, challenge on ${servedSignIn[1]}; token used on A and B; refreshes on ${refreshedBy.join(', ')} (cookie rotated each time); foreign Origin 403`;
  });

  await check('b. lockout and per-address sign-in limit shared', async () => {
    const password = 'LockTemp1';
    await must(201, front, 'POST', '/api/producer', {
      token,
      body: { temporaryPassword: password, email: 'locked@scale.test', username: 'locked', first: 'Lou', last: 'Locked', projects: {}, role: 1 },
    });
    // Five wrong passwords from one client (127.0.0.5) through nginx, each claiming another
    // X-Forwarded-For: nginx must replace it, or the lock would never come.
    const servedBy = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await call(front, 'POST', '/api/auth/sign-in', { from: '127.0.0.5', body: { username: 'locked', password: `Wrong${i}pass` }, headers: { ...origin, 'x-forwarded-for': `203.0.113.${i + 1}` } });
      expect(answer.status === 401, `401 for wrong password ${i + 1}`, `${answer.status} ${answer.text}`);
      servedBy.push(who(answer));
    }
    expect(new Set(servedBy).size === 2, 'the failures to be spread over A and B', servedBy);
    const locked = await call(front, 'POST', '/api/auth/sign-in', { from: '127.0.0.5', body: { username: 'locked', password }, headers: origin });
    expect(locked.status === 401, '401 for the right password from the locked-out address (the lock is shared by the instances and keyed on the address nginx saw, not on the X-Forwarded-For the client sent)', `${locked.status} ${locked.text}`);
    const owner = await call(front, 'POST', '/api/auth/sign-in', { from: '127.0.0.6', body: { username: 'locked', password }, headers: origin });
    expect(owner.status === 200 && owner.json?.kind === 'newPasswordRequired', 'the owner from another address to pass (the lock holds against the address only)', `${owner.status} ${owner.text}`);
    // 30 failures from one address over all accounts, half on each instance, then 429.
    const flood = [];
    for (let i = 0; i < 30; i += 2) {
      flood.push(...(await Promise.all([0, 1].map((j) => call(front, 'POST', '/api/auth/sign-in', { from: '127.0.0.9', body: { username: `nobody${i + j}`, password: 'Whatever1x' }, headers: origin })))));
    }
    const refused = flood.filter((a) => a.status !== 401);
    expect(refused.length === 0, '401 for each of the first 30 failures', refused.map((a) => a.status));
    const served = { A: flood.filter((a) => who(a) === 'A').length, B: flood.filter((a) => who(a) === 'B').length };
    const limited = await call(front, 'POST', '/api/auth/sign-in', { from: '127.0.0.9', body: { username: 'admin', password: ADMIN_NEW_PASSWORD }, headers: origin });
    expect(limited.status === 429, '429 LimitExceeded for the 31st sign-in from that address (counted across instances)', `${limited.status} ${limited.text}`);
    return `5 failures (${servedBy.join('')}, spoofed X-Forwarded-For ignored) locked the account for that address: right password 401, from another address 200; 30 failures (A ${served.A}, B ${served.B}) then 429`;
  });

  await check('c. per-address rate limit shared (POST /api/system-check, 10 a minute)', async () => {
    const flags = Object.fromEntries(['canReachAWS', 'canReachGameServer', 'canReachLiveswitch', 'areWebWorkersSupported', 'hasMic', 'hasCamera', 'hasCameraPermissions', 'hasMicPermissions', 'canScreenshare', 'canVideoStream', 'isWebRTCSupported'].map((k) => [k, true]));
    const body = { firstName: 'Sam', lastName: 'Check', comment: '', data: { browserName: 'Test', browserVersion: '1', operatingSystem: 'Linux', operatingSystemVersion: '6', ...flags } };
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await call(front, 'POST', '/api/system-check', { from: '127.0.0.7', body }));
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, 10).every((s) => s === 201), '201 for the first 10', statuses);
    const servedBy = answers.slice(0, 10).map(who);
    expect(servedBy.includes('A') && servedBy.includes('B'), 'both instances among the first 10', servedBy);
    expect(statuses[10] === 429, '429 for the 11th (each instance had seen only about 5)', `${statuses[10]} ${answers[10].text}`);
    const other = await call(front, 'POST', '/api/system-check', { from: '127.0.0.8', body });
    expect(other.status === 201, '201 for another client address', `${other.status} ${other.text}`);
    return `10 × 201 (${servedBy.join('')}), 11th 429, another address 201`;
  });

  /** A booking tomorrow in the demo space (capacity `capacity`); answers the booking. */
  const makeBooking = async (name, capacity, dayOffset) => {
    const start = Math.floor(Date.now() / 86_400_000 + 1 + dayOffset) * 86_400_000 + 15 * 3_600_000;
    const iso = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z');
    const created = await must(201, front, 'POST', '/api/booking', {
      token,
      body: {
        spaceID: SPACE_ID,
        name,
        start: { time: iso(start), timezone: 'UTC', timeValue: start },
        end: { time: iso(start + 3_600_000), timezone: 'UTC', timeValue: start + 3_600_000 },
        capacity,
        gracePeriodMinutes: 0,
        accessTime: iso(start),
        doorsOpen: iso(start - 1_800_000),
        doorsClosed: iso(start + 5_400_000),
      },
    });
    return (await must(200, front, 'GET', `/api/booking?bookingID=${created.json.bookingID}`, { token })).json;
  };

  await check('d. stale PUT across the two answers 412', async () => {
    const booking = await makeBooking('Scale-out edits', 50, 0);
    const onA = (await must(200, A.base, 'GET', `/api/booking?bookingID=${booking.bookingID}`, { token })).json;
    const listBefore = await must(200, A.base, 'GET', `/api/space/bookings/all?spaceID=${SPACE_ID}`, { token }); // fills A's list cache
    expect(listBefore.json.some((b) => b.bookingID === booking.bookingID), "the new booking in A's list", listBefore.json.map((b) => b.name));
    const onB = await must(200, B.base, 'PUT', '/api/booking', { token, body: { ...onA, name: 'Scale-out edits (B)' } });
    expect(onB.json.version > onA.version, 'a new version from the PUT on B', { before: onA.version, after: onB.json.version });
    const stale = await call(A.base, 'PUT', '/api/booking', { token, body: { ...onA, name: 'Scale-out edits (stale A)' } });
    expect(stale.status === 412 && stale.json?.code === 'StaleVersion', '412 StaleVersion for the stale PUT on A', `${stale.status} ${stale.text.slice(0, 200)}`);
    const after = (await must(200, A.base, 'GET', `/api/booking?bookingID=${booking.bookingID}`, { token })).json;
    expect(after.name === 'Scale-out edits (B)' && after.version === onB.json.version, "A to read B's write", { name: after.name, version: after.version });
    const list = await must(200, A.base, 'GET', `/api/space/bookings/all?spaceID=${SPACE_ID}`, { token });
    const listed = list.json.find((b) => b.bookingID === booking.bookingID);
    expect(listed?.name === 'Scale-out edits (B)', "A's cached booking list to show B's write at once", listed?.name);
    return `read v${onA.version} on A, PUT on B → v${onB.json.version}, stale PUT on A → 412 StaleVersion; A's list shows B's name`;
  });

  await check('e. an upload through one is served by the other', async () => {
    const png = noisePng();
    const [target] = (await must(200, front, 'POST', '/api/slides/upload-request', { token, body: { files: [{ name: 'slide.png', type: 'image/png' }] } })).json;
    const address = new URL(target.url);
    expect(address.origin === front, 'a signed address on PUBLIC_URL (nginx)', target.url);
    const put = await call(front, 'PUT', `${address.pathname}${address.search}`, { raw: png, headers: { 'content-type': 'image/png' } });
    expect(put.status >= 200 && put.status < 300, `2xx for the PUT of ${png.length} bytes through nginx`, `${put.status} ${put.text.slice(0, 200)}`);
    const other = who(put) === 'A' ? B : A;
    const served = await must(200, other.base, 'GET', address.pathname);
    expect(Buffer.compare(served.bytes, png) === 0, `the same ${png.length} bytes from instance ${other.name}`, `${served.bytes.length} bytes, ${served.headers['content-type']}`);
    const again = await call(other.base, 'PUT', `${address.pathname}${address.search}`, { raw: png, headers: { 'content-type': 'image/png' } });
    expect(again.status === 409, `409 for a second PUT of the address on instance ${other.name}`, `${again.status} ${again.text.slice(0, 200)}`);
    return `${(png.length / 1e6).toFixed(2)} MB PNG PUT through nginx on ${who(put)}, GET on ${other.name}: same bytes; second PUT on ${other.name}: 409`;
  });

  /** A booking with GUESTS guests at `domain`, and the invite sent to all of them through `base`. */
  const sendInvites = async (name, domain, dayOffset, base) => {
    const booking = await makeBooking(name, GUESTS, dayOffset);
    const rows = Array.from({ length: GUESTS }, (_, i) => ({
      first: `Guest${i}`,
      last: 'Scale',
      email: `guest${i}@${domain}`,
      company: '',
      phone: '',
      address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
      brand: false,
      allowEarlyAccess: false,
    }));
    const imported = await must(200, front, 'POST', '/api/registrations/bulk', { token, body: { bookingID: booking.bookingID, rows } });
    expect(imported.json?.created === GUESTS, `${GUESTS} guests imported`, imported.json);
    const guests = (await must(200, front, 'GET', `/api/attendees/all?bookingID=${booking.bookingID}`, { token })).json;
    const template = Object.values(booking.emailTemplates).find((t) => t.name === 'Attendee Invite Link');
    const sent = await must(200, base, 'POST', '/api/email-parse-request', {
      token,
      body: { bookingID: booking.bookingID, spaceID: SPACE_ID, emailTemplateID: template.id, toSend: guests.map((g) => g.registrationID) },
    });
    expect(sent.json.queued.length === GUESTS && sent.json.failed.length === 0, `${GUESTS} queued, none failed`, { queued: sent.json.queued.length, failed: sent.json.failed.slice(0, 3) });
    const emailOf = new Map(guests.map((g) => [g.registrationID, g.registrationData.emailAddress.toLowerCase()]));
    return { booking, emailOf, queuedBy: who(sent) };
  };

  /** Polls the booking's deliveries through nginx until none is queued; answers them. Any answer but 200 fails. */
  const waitDelivered = (bookingID, withinMs) =>
    waitFor(`every delivery of booking ${bookingID} to leave the queue`, async () => {
      const answer = await call(front, 'GET', `/api/email-deliveries?bookingID=${bookingID}`, { token });
      expect(answer.status === 200, 'GET /api/email-deliveries through nginx to answer 200 while it waits', `${answer.status} ${answer.text.slice(0, 200)}`);
      const open = answer.json.filter((d) => d.state === 'queued').length;
      return { done: open === 0 && answer.json, detail: `${open} still queued` };
    }, { withinMs, everyMs: 250 });

  /** Per recipient of `domain`: the Message-IDs received and the instances that delivered them. */
  const mailsTo = (domain) => {
    const byRecipient = new Map();
    for (const mail of sink.received.filter((m) => m.to.endsWith(`@${domain}`))) {
      byRecipient.set(mail.to, [...(byRecipient.get(mail.to) ?? []), mail]);
    }
    return byRecipient;
  };
  const messageIdOf = (deliveryID) => `<${deliveryID}@scale.test>`;

  await check(`f. a send of ${GUESTS} invitations delivered exactly once by the two workers`, async () => {
    const sendStarted = Date.now();
    const { booking, emailOf, queuedBy } = await sendInvites('Scale-out send', 'send1.scale.test', 1, front);
    const deliveries = await waitDelivered(booking.bookingID, 60_000);
    const seconds = (Date.now() - sendStarted) / 1000;
    const states = deliveries.reduce((all, d) => ({ ...all, [d.state]: (all[d.state] ?? 0) + 1 }), {});
    expect(deliveries.length === GUESTS && states.sent === GUESTS, `${GUESTS} deliveries, all sent`, states);
    const got = mailsTo('send1.scale.test');
    const problems = [];
    for (const d of deliveries) {
      const to = emailOf.get(d.registrationID);
      const mails = got.get(to) ?? [];
      if (mails.length !== 1) problems.push(`${to}: ${mails.length} mails`);
      else if (mails[0].messageId !== messageIdOf(d.deliveryID)) problems.push(`${to}: Message-ID ${mails[0].messageId}, delivery ${d.deliveryID}`);
    }
    expect(problems.length === 0, 'exactly one mail per recipient, carrying its delivery id as Message-ID', problems.slice(0, 5).join('; '));
    expect(got.size === GUESTS, `${GUESTS} recipients reached, nobody else`, got.size);
    const split = { A: 0, B: 0 };
    for (const [mail] of got.values()) split[mail.instance] += 1;
    expect(split.A > 0 && split.B > 0, 'both instances to deliver part of the send', split);
    const ready = await must(200, front, 'GET', '/api/ready');
    return `queued through ${queuedBy}; delivered by A ${split.A} + B ${split.B} in ${seconds.toFixed(1)} s; ${GUESTS} recipients × 1 mail, Message-ID = delivery id; ready: mailQueue ${ready.json.checks.mailQueue.detail}`;
  });

  await check('g. one instance killed mid-send loses nothing', async () => {
    const domain = 'send2.scale.test';
    let killedAt = null;
    let trigger = null;
    // Kill A from inside the mail server, when A hands over its KILL_AFTER-th mail of this send:
    // that mail is received but A never hears the 250 (it is dead before the acknowledgement).
    sink.onMessage = async (mail) => {
      if (killedAt || mail.instance !== 'A' || !mail.to.endsWith(`@${domain}`)) return;
      if (sink.received.filter((m) => m.instance === 'A' && m.to.endsWith(`@${domain}`)).length < KILL_AFTER) return;
      killedAt = { at: Date.now(), received: sink.received.filter((m) => m.to.endsWith(`@${domain}`)).length };
      trigger = mail;
      A.child.kill('SIGKILL');
      await A.exited;
    };
    let booking;
    let emailOf;
    try {
      // Queued through A itself, so A's worker starts at once.
      ({ booking, emailOf } = await sendInvites('Scale-out send under a kill', domain, 2, A.base));
      await waitFor(`instance A to be killed after its ${KILL_AFTER}th mail`, () => killedAt !== null, { withinMs: 30_000, everyMs: 20 });
    } finally {
      sink.onMessage = null;
    }
    expect(killedAt.received < GUESTS, `the kill to land mid-send (fewer than ${GUESTS} received)`, killedAt.received);
    // Through nginx with A dead: every call must still be answered (by B).
    const deliveries = await waitDelivered(booking.bookingID, 60_000);
    const finishedAfter = (Date.now() - killedAt.at) / 1000;
    const states = deliveries.reduce((all, d) => ({ ...all, [d.state]: (all[d.state] ?? 0) + 1 }), {});
    expect(deliveries.length === GUESTS && states.sent === GUESTS, `${GUESTS} deliveries, all sent`, states);
    const got = mailsTo(domain);
    const lost = [];
    const wrongId = [];
    let duplicates = 0;
    for (const d of deliveries) {
      const to = emailOf.get(d.registrationID);
      const mails = got.get(to) ?? [];
      if (mails.length === 0) lost.push(to);
      duplicates += Math.max(0, mails.length - 1);
      if (mails.some((m) => m.messageId !== messageIdOf(d.deliveryID))) wrongId.push(`${to}: ${mails.map((m) => m.messageId).join(', ')}`);
    }
    expect(lost.length === 0, 'no recipient without the mail', `${lost.length} lost: ${lost.slice(0, 5).join(', ')}`);
    expect(wrongId.length === 0, "every mail (a duplicate too) carrying its delivery's Message-ID", wrongId.slice(0, 5).join('; '));
    const triggerMails = got.get(trigger.to) ?? [];
    expect(triggerMails.length === 2 && triggerMails[1].instance === 'B', 'the mail A handed over as it died to come once more, from B, with the same Message-ID', triggerMails);
    const afterKill = { A: 0, B: 0 };
    for (const mails of got.values()) for (const m of mails) afterKill[m.instance] += 1;
    expect(duplicates <= 20, 'at most the mails A had in flight (one batch, 20) as duplicates', duplicates);
    // nginx keeps answering with A gone: a refused connection goes on to B.
    const after = [];
    for (let i = 0; i < 4; i += 1) after.push(await call(front, 'GET', '/api/ready'));
    expect(after.every((a) => a.status === 200 && who(a) === 'B'), 'four GET /api/ready through nginx after the kill, each 200 from B', after.map((a) => `${a.status} ${who(a)}`));
    const ready = after[3].json;
    return `A killed (SIGKILL) after ${killedAt.received} of ${GUESTS} received; B finished ${finishedAfter.toFixed(1)} s later (claim ${CLAIM_SECONDS} s); mails A ${afterKill.A} + B ${afterKill.B}; lost 0; ${duplicates} duplicate(s), same Message-ID; nginx answered every call (4 × /api/ready from B); ready: mailQueue ${ready.checks.mailQueue.detail}`;
  });

  await check("h. the systemd unit's KillSignal stops an instance within TimeoutStopSec", async () => {
    const unit = readFileSync(SYSTEMD_UNIT, 'utf8');
    const signal = /^KillSignal=(\S+)/m.exec(unit)?.[1] ?? 'SIGTERM';
    const timeoutSec = Number(/^TimeoutStopSec=(\d+)/m.exec(unit)?.[1] ?? 90);
    expect(B.alive(), 'instance B still running', B.output.slice(-500));
    const stopping = Date.now();
    B.child.kill(signal);
    const exit = await Promise.race([B.exited, delay(timeoutSec * 1000).then(() => null)]);
    const seconds = (Date.now() - stopping) / 1000;
    expect(exit !== null, `B to exit within TimeoutStopSec=${timeoutSec} s`, 'still running');
    expect(exit.code === 0, 'exit code 0 after a graceful stop', exit);
    return `${signal} → exit 0 in ${seconds.toFixed(1)} s (TimeoutStopSec=${timeoutSec})`;
  });
} catch (error) {
  setupError = error;
} finally {
  if (sampler) clearInterval(sampler);
  for (const instance of instances) {
    if (instance.alive()) instance.child.kill('SIGKILL');
    await instance.exited;
  }
  if (proxy) {
    if (proxy.alive()) proxy.child.kill('SIGQUIT');
    await Promise.race([proxy.exited, delay(5_000)]);
    if (proxy.alive()) proxy.child.kill('SIGKILL');
    const upstreamErrors = (() => {
      try {
        return readFileSync(join(proxy.dir, 'error.log'), 'utf8').split('\n').filter((l) => /upstream|connect\(\)/.test(l)).length;
      } catch {
        return 0;
      }
    })();
    facts.push(`nginx error log: ${upstreamErrors} upstream line(s) (expected after the kill: connection refused by A, retried on B)`);
  }
  await sink?.close();
  await db?.drop().catch((error) => console.error(`scale-out: could not drop the test database: ${error.message}`));
  rmSync(tmp, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Report

const width = Math.max(...results.map((r) => r.name.length), 10);
console.log(`\nScale out, proven: two instances on one PostgreSQL behind nginx (deploy/nginx/greenroom.conf)`);
for (const fact of facts) console.log(`  ${fact}`);
for (const r of results) {
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(5)} s`);
  console.log(`      ${r.detail.split('\n').join('\n      ')}`);
}
const peaks = Object.entries(connectionPeak).map(([app, n]) => `${app} ${n}`).join(', ');
console.log(`  PostgreSQL connections, peak per instance (pool max 10): ${peaks || 'not sampled'}`);
if (setupError) console.error(`\nFAIL  setup: ${setupError.stack ?? setupError}`);
if (setupError || results.some((r) => !r.ok)) {
  for (const instance of instances) console.error(`--- instance ${instance.name} output (tail) ---\n${instance.output.slice(-2000)}`);
  if (proxy) console.error(`--- nginx output ---\n${proxy.output.slice(-2000)}`);
}
const failed = results.filter((r) => !r.ok).length + (setupError ? 1 : 0);
console.log(`\n${failed === 0 ? 'All' : `${failed} of`} ${results.length} checks ${failed === 0 ? 'passed' : 'failed'} in ${((Date.now() - STARTED) / 1000).toFixed(0)} s.`);
process.exit(failed === 0 ? 0 : 1);
