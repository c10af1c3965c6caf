#!/usr/bin/env node
/**
 * Probe of issue 19 ("slow clients are never timed out"): 50 connections trickle a request body at
 * one byte every 5 s against the server with its production timeouts (a whole request in 60 s,
 * headers in 10 s, 30 s of silence). Reports how many are still open after the longest timeout
 * plus Node's 1 s checking interval and a margin, and whether a normal request is still served.
 *
 *   node scripts/probe-slow-clients.mjs [--connections 50] [--after 75]   (sources through tsx)
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const CONNECTIONS = Math.min(Math.max(option('connections', 50), 1), 500);
const AFTER_S = Math.min(Math.max(option('after', 75), 5), 300);

async function serve() {
  const server = await import(join(root, 'packages/server/src/index.ts'));
  const dataDir = process.env.PROBE_DATA_DIR;
  const handle = await server.openDatabase({ dataDir });
  await server.runMigrations(handle);
  const config = server.loadConfig({ GREENROOM_DATA_DIR: dataDir, GREENROOM_SEED: 'none', PUBLIC_URL: 'http://127.0.0.1' });
  const app = await server.buildApp({ db: handle.db, config }); // production timeouts
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

async function probe() {
  const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-probe-'));
  const child = fork(fileURLToPath(import.meta.url), args, {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PROBE_ROLE: 'server', PROBE_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exitCode = 0;
  const sockets = [];
  try {
    const { address } = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const { port } = new URL(address);
    let open = 0;
    const closedAfter = [];
    const started = Date.now();
    for (let i = 0; i < CONNECTIONS; i += 1) {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /api/system-check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      });
      open += 1;
      socket.on('error', () => {});
      socket.on('close', () => {
        open -= 1;
        closedAfter.push((Date.now() - started) / 1000);
      });
      sockets.push(socket);
    }
    const trickle = setInterval(() => sockets.forEach((s) => s.writable && s.write(' ')), 5000);
    await new Promise((resolve) => setTimeout(resolve, AFTER_S * 1000));
    clearInterval(trickle);
    const health = await fetch(`${address}/api/health`).then((r) => r.status).catch(() => 0);
    closedAfter.sort((a, b) => a - b);
    console.log(`probe-slow-clients: ${CONNECTIONS} connections trickling 1 byte / 5 s`);
    console.log(`  still open after ${AFTER_S} s: ${open} (goal 0: ${open === 0 ? 'met' : 'NOT met'})`);
    if (closedAfter.length > 0) console.log(`  closed by the server after ${closedAfter[0].toFixed(1)} s to ${closedAfter.at(-1).toFixed(1)} s`);
    console.log(`  GET /api/health meanwhile: ${health}`);
    if (open > 0 || health !== 200) exitCode = 1;
  } catch (error) {
    console.error(`probe-slow-clients: ${error instanceof Error ? error.message : String(error)}`);
    exitCode = 1;
  } finally {
    sockets.forEach((s) => s.destroy());
    child.send('stop');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

if (process.env.PROBE_ROLE === 'server') await serve();
else await probe();
