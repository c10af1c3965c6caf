// Stopping the server the way a service manager or `kill` does (issue #30): SIGTERM and SIGINT to
// the process end it gracefully, with exit code 0, and release the data directory's lock.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

/** The test process's environment without DATABASE_URL (this file tests the embedded database's lock). */
function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return rest;
}

/** Start the CLI from source, wait for its ready line, send `signal`, and report how it ended. */
function startAndSignal(dataDir: string, signal: NodeJS.Signals, when = 'Press Ctrl+C to stop.'): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli], {
      env: { ...withoutDatabaseUrl(), HOST: '127.0.0.1', PORT: '0', GREENROOM_DATA_DIR: dataDir, GREENROOM_SEED: 'none', GREENROOM_ADMIN_PASSWORD: 'Temp1234x', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(when) && !child.killed) child.kill(signal);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('stopping the server with a signal', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it.each(['SIGTERM', 'SIGINT'] as const)('%s stops it with exit code 0 and releases the data lock', async (signal) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-signal-'));
    dirs.push(dataDir);
    const { code, output } = await startAndSignal(dataDir, signal);
    expect(output).toContain('Stopping…');
    expect(code).toBe(0);
    expect(existsSync(join(dataDir, 'greenroom.lock'))).toBe(false);
  }, 60_000);

  // The handlers listen before the start says it is running: a signal in the middle of the start
  // waits for it to finish, then stops it the same way (before, it could kill the process outright).
  it('SIGTERM during the start stops it gracefully once started', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-signal-'));
    dirs.push(dataDir);
    const { code, output } = await startAndSignal(dataDir, 'SIGTERM', 'Greenroom server');
    expect(output).toContain('Stopping…');
    expect(code).toBe(0);
    expect(existsSync(join(dataDir, 'greenroom.lock'))).toBe(false);
  }, 60_000);
});
