// The super-admin's first password from the operator's side (issue #30): a first start that cannot
// listen creates nobody, later starts say the admin has not signed in, and the terminal command
// gives a new temporary password.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetAdminCommand } from '../src/commands/resetAdminPassword';
import { startServer } from '../src/startServer';
import { createTerminal, type TextSink } from '../src/platform/log/terminal';

function collector(): TextSink & { text: () => string } {
  let text = '';
  return { write: (chunk: string) => (text += chunk), text: () => text };
}

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'greenroom-admin-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const env = (extra: Record<string, string> = {}) => ({ HOST: '127.0.0.1', PORT: '0', GREENROOM_DATA_DIR: dataDir, GREENROOM_SEED: 'none', ...extra });
const passwordIn = (text: string) => /Temporary password: (\S+)/.exec(text)?.[1];

describe('the super-admin from the terminal', () => {
  it('creates no admin when the first start cannot listen, so the next start prints the password', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = String((blocker.address() as { port: number }).port);
    const failed = collector();
    await expect(startServer(env({ PORT: port }), createTerminal(failed, failed))).rejects.toThrow('is already in use');
    await new Promise((resolve) => blocker.close(resolve));
    expect(failed.text()).not.toContain('Temporary password');

    const next = collector();
    const server = await startServer(env(), createTerminal(next, next));
    await server.close();
    expect(passwordIn(next.text())).toMatch(/.{8,}/);
  });

  it('says at each later start that the admin has not signed in yet and how to reset it', async () => {
    const first = await startServer(env(), createTerminal(collector()));
    await first.close();
    const out = collector();
    const second = await startServer(env(), createTerminal(out, out));
    await second.close();
    expect(out.text()).toContain("The super-admin 'admin' has not signed in yet");
    expect(out.text()).toContain('npx greenroom-server reset-admin-password');
    expect(out.text()).not.toContain('Temporary password');
  });

  it('reset-admin-password prints a new temporary password that signs in (and the old one no longer does)', async () => {
    const firstOut = collector();
    const first = await startServer(env(), createTerminal(firstOut, firstOut));
    await first.close();
    const oldPassword = passwordIn(firstOut.text())!;

    const resetOut = collector();
    await resetAdminCommand(env(), createTerminal(resetOut, resetOut));
    const newPassword = /super-admin 'admin': (\S+)/.exec(resetOut.text())?.[1];
    expect(newPassword).toBeDefined();
    expect(newPassword).not.toBe(oldPassword);

    const server = await startServer(env(), createTerminal(collector()));
    const signIn = (password: string) => server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: 'admin', password } });
    const withNew = await signIn(newPassword!);
    const withOld = await signIn(oldPassword);
    await server.close();
    expect(withNew.json()).toMatchObject({ kind: 'newPasswordRequired' });
    expect(withOld.statusCode).toBe(401);
  });

  it('reset-admin-password names a missing admin in one line', async () => {
    const first = await startServer(env(), createTerminal(collector()));
    await first.close();
    await expect(resetAdminCommand(env({ GREENROOM_ADMIN_USERNAME: 'nobody' }), createTerminal(collector()))).rejects.toThrow(
      "GREENROOM_ADMIN_USERNAME: there is no super-admin named 'nobody'.",
    );
  });
});
