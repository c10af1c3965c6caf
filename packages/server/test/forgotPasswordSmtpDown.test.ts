// 'Forgot Password?' while the mail server is down (issue #30): the answer is the same 200 for a
// known account and an unknown name, and the failed delivery is one line in the terminal.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type StartedServer } from '../src/startServer';
import { createTerminal, type TextSink } from '../src/platform/log/terminal';

let dataDir: string;
let server: StartedServer;
let text = '';
let smtpServer = '';
const sink: TextSink = { write: (chunk: string) => (text += chunk) };

describe('forgot password while SMTP is down', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'greenroom-smtp-down-'));
    const probe: Server = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve)); // nothing listens there now
    smtpServer = `127.0.0.1:${closedPort}`;
    server = await startServer(
      {
        HOST: '127.0.0.1',
        PORT: '0',
        GREENROOM_DATA_DIR: dataDir,
        GREENROOM_SEED: 'none',
        GREENROOM_ADMIN_PASSWORD: 'Temp1234x',
        GREENROOM_ADMIN_EMAIL: 'admin@example.test',
        SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
      },
      createTerminal(sink, sink),
    );
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('warns at start that the mail server cannot be reached, and names it', async () => {
    await vi.waitFor(() => expect(text).toContain(`Mail: the SMTP server ${smtpServer} cannot be reached (connection refused); mail waits in the queue and is retried.`));
    expect(text).toContain(`Mail: SMTP ${smtpServer}\n`);
  });

  it('answers 200 {} for the admin and for an unknown name alike', async () => {
    const ask = (username: string) => server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username } });
    const known = await ask('admin');
    const unknown = await ask('nobody-here');
    expect([known.statusCode, known.body]).toEqual([200, '{}']);
    expect([unknown.statusCode, unknown.body]).toEqual([unknown.statusCode, known.body]);
    expect(unknown.statusCode).toBe(200);
    // The admin's code could not be mailed: the operator reads it in one line, once.
    await vi.waitFor(() => expect(text).toContain('Error: the verification mail could not be sent'));
    expect(text.split('could not be sent').length - 1).toBe(1);
  });
});
