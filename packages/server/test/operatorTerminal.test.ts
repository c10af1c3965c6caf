import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { loggerOptions } from '../src/platform/log/loggerOptions';
import { createTerminal, type TextSink } from '../src/platform/log/terminal';
import { createTestServer, createUser, openTestDatabase, PUBLIC_URL, TEST_SCRYPT_COST, type TestServer } from './helpers';

/** A writable that keeps what was written. */
function collector(): TextSink & { text: () => string; lines: () => string[] } {
  let text = '';
  return {
    write: (chunk: string) => (text += chunk),
    text: () => text,
    lines: () => text.split('\n').filter((line) => line !== ''),
  };
}

describe('mail of the user pool without SMTP_URL', () => {
  let server: TestServer;
  const out = collector();
  beforeAll(async () => {
    server = await createTestServer({ mailer: 'production', terminal: createTerminal(out, out) });
  });
  afterAll(async () => {
    await server.close();
  });

  it('hands the verification code to the operator in the terminal and stores it in no table', async () => {
    const user = await createUser(server, { email: 'pat@example.test' });
    const r = await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username: user.username } });
    expect(r.statusCode).toBe(200);

    expect(out.text()).toContain('Mail to pat@example.test (not sent: SMTP_URL is not set');
    expect(out.text()).toContain('Subject: Greenroom verification code');
    const code = /Your verification code is (\d{6})\./.exec(out.text())?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await server.db.selectFrom('outbox').selectAll().execute()).toEqual([]);

    const admin = await createUser(server, { role: 0 });
    const outbox = await server.app.inject({ method: 'GET', url: '/api/outbox', headers: admin.auth });
    expect(outbox.json()).toEqual([]);

    const confirm = await server.app.inject({ method: 'POST', url: '/api/auth/confirm-password', payload: { username: user.username, code, password: 'Changed123' } });
    expect(confirm.statusCode).toBe(204);
  });
});

describe('request logs', () => {
  async function appWith(logLevel: string | undefined) {
    const handle = await openTestDatabase();
    const human = collector();
    const json = collector();
    const config = loadConfig({ GREENROOM_DATA_DIR: handle.dataDir, PUBLIC_URL, GREENROOM_SEED: 'none', ...(logLevel ? { LOG_LEVEL: logLevel } : {}) });
    const terminal = createTerminal(human, human);
    const app = await buildApp({ db: handle.db, config, terminal, scryptCost: TEST_SCRYPT_COST, logger: loggerOptions(config.logLevel, terminal, json) });
    app.get('/boom', async () => {
      throw new Error('disk on fire');
    });
    await app.ready();
    return { app, human, json, close: async () => (await app.close(), await handle.close()) };
  }

  it('writes one JSON line per request with LOG_LEVEL=info', async () => {
    const { app, human, json, close } = await appWith('info');
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/nowhere' });
    await close();
    const requests = json.lines().map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 } });
    expect(requests[1]).toMatchObject({ req: { url: '/api/nowhere' }, res: { statusCode: 404 } });
    expect(human.text()).toBe('');
  });

  it('is quiet by default and reports a failed request as one human line without a stack trace', async () => {
    const { app, human, json, close } = await appWith(undefined);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(human.text()).toBe('');
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
    await close();
    expect(human.lines()).toEqual([expect.stringMatching(/^Error: request failed: disk on fire \(request req-\w+\)$/)]);
    expect(json.text()).toBe('');
  });

  it('refuses an unknown LOG_LEVEL naming the variable', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow("LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got 'verbose')");
  });
});
