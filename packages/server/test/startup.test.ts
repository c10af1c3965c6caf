import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/platform/config';
import { startServer } from '../src/startServer';
import { describeStartupError, StartupError } from '../src/startupErrors';
import { createTerminal, type TextSink } from '../src/platform/log/terminal';

function collector(): TextSink & { text: () => string } {
  let text = '';
  return { write: (chunk: string) => (text += chunk), text: () => text };
}

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'greenroom-start-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const env = (extra: Record<string, string>) => ({ HOST: '127.0.0.1', GREENROOM_DATA_DIR: dataDir, GREENROOM_SEED: 'none', GREENROOM_ADMIN_PASSWORD: 'Temp1234x', ...extra });

describe('start-up in the terminal', () => {
  it('tells where to open the app and the mail arrangement, in plain lines only', async () => {
    const out = collector();
    const server = await startServer(env({ PORT: '0' }), createTerminal(out, out));
    await fetch(`${server.url}/api/health`);
    await server.close();
    expect(out.text()).toContain('First start: created the super-admin account.\n  Username:           admin\n');
    expect(out.text()).toContain(`Greenroom API is running at ${server.url}/api`);
    expect(out.text()).toContain('Mail: no SMTP_URL, so password-reset codes are printed here and booking mail is kept in the outbox (GET /api/outbox).');
    expect(out.text()).toContain(`Database: SQLite at ${join(dataDir, 'greenroom.db')}`);
    expect(out.text()).toMatch(/^Greenroom server \d+\.\d+\.\d+/m);
    expect(out.text()).not.toContain('{');
  });

  it('names a port in use in one line, without a stack trace', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const out = collector();
    const failure = await startServer(env({ PORT: String(port) }), createTerminal(out, out)).catch((error: unknown) => error);
    await new Promise((resolve) => blocker.close(resolve));
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toBe(`PORT: port ${port} on 127.0.0.1 is already in use. Stop the other program or choose another PORT (e.g. PORT=${port + 1}).`);
  });

  it('names a data directory that cannot be created', async () => {
    writeFileSync(join(dataDir, 'file'), '');
    const failure = await startServer(env({ PORT: '0', GREENROOM_DATA_DIR: join(dataDir, 'file', 'sub') }), createTerminal(collector())).catch((e: unknown) => e);
    expect((failure as Error).message).toBe(`GREENROOM_DATA_DIR: cannot create '${join(dataDir, 'file', 'sub')}' (a part of the path is not a directory).`);
  });

  it('names an unreachable PostgreSQL server', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    await new Promise((resolve) => blocker.close(resolve)); // nothing listens there now
    const failure = await startServer(env({ PORT: '0', DATABASE_URL: `postgres://u:secret@127.0.0.1:${port}/db` }), createTerminal(collector())).catch((e: unknown) => e);
    expect((failure as Error).message).toBe(`DATABASE_URL: cannot reach PostgreSQL at 127.0.0.1:${port} (connection refused). Is it running?`);
    expect((failure as Error).message).not.toContain('secret');
  });
});

describe('describeStartupError', () => {
  const config = loadConfig({ GREENROOM_DATA_DIR: '/srv/data', PORT: '80' });
  const error = (code: string) => Object.assign(new Error(code), { code });
  it('explains an unwritable data directory and a privileged port', () => {
    expect(describeStartupError('database', error('EACCES'), config)).toBe("GREENROOM_DATA_DIR: '/srv/data' is not writable. Choose a directory this user can write to.");
    expect(describeStartupError('listen', error('EACCES'), config)).toBe('PORT: no permission to listen on port 80. Choose a PORT above 1023.');
  });
});
