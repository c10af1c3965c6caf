// Child processes of the consumer stage: each runs in its own process group, its output kept for
// the report, and every one still running is killed (with its children) by stopAll().
import { spawn } from 'node:child_process';

const running = new Set();

/**
 * The environment of a consumer's command: this one without npm's own npm_* variables (set when
 * the stage runs under `npm run`, they would point npm back at the workspace) or NODE_PATH.
 */
export function consumerEnv(extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'NODE_PATH' && key !== 'INIT_CWD'));
  return { ...env, ...extra };
}

/**
 * Runs a command to its end; answers { code, output } (stdout and stderr interleaved). Never
 * rejects on a non-zero exit: the caller decides what failed.
 * @example const { code, output } = await run('npm', ['install'], { cwd: app });
 */
export function run(command, args, { cwd, env, timeoutMs = 5 * 60_000 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: consumerEnv(env), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    const collect = (chunk) => {
      output += chunk;
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      output += `\n[timed out after ${timeoutMs / 1000}s]`;
      kill(child);
    }, timeoutMs);
    child.on('error', (error) => {
      output += `\n${error.message}`;
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

/**
 * Starts a long-running command (a server) and answers once a line of its output matches `ready`
 * (the match is returned) with a stop() that ends it and its children.
 * @example const server = await start('node', ['server.mjs'], { cwd, ready: /listening (\d+)/ });
 */
export function start(command, args, { cwd, env, ready, timeoutMs = 60_000 }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: consumerEnv(env), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let output = '';
    let settled = false;
    const exited = new Promise((done) => child.on('close', done));
    const stop = async () => {
      kill(child);
      await exited;
      running.delete(child);
    };
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      stop().then(() => reject(new Error(`not ready after ${timeoutMs / 1000}s:\n${output}`)));
    }, timeoutMs);
    const collect = (chunk) => {
      output += chunk;
      const match = !settled && output.match(ready);
      if (match) {
        settled = true;
        clearTimeout(timer);
        resolve({ match, stop, output: () => output });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => {
      running.delete(child);
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before it was ready:\n${output}`));
    });
  });
}

function kill(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 3000).unref();
}

/** Kills every child still running (and its process group). */
export function stopAll() {
  for (const child of running) kill(child);
  running.clear();
}

/** Runs `task` over `items` with at most `limit` at a time; answers the results in item order. */
export async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
