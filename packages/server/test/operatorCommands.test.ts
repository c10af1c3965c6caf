// The operator's terminal commands (issue #30): migrate and migrate --check, backup while the server
// runs, restore into an empty data directory, and the refusals that change nothing.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupCommand, POSTGRES_BACKUP_HINT } from '../src/commands/backup';
import { migrateCommand } from '../src/commands/migrate';
import { restoreCommand } from '../src/commands/restore';
import { openDatabase } from '../src/platform/db/open';
import { createTerminal, type TextSink } from '../src/platform/log/terminal';
import { startServer } from '../src/startServer';

function collector(): TextSink & { text: () => string } {
  let text = '';
  return { write: (chunk: string) => (text += chunk), text: () => text };
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'greenroom-ops-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const env = (dataDir: string) => ({ HOST: '127.0.0.1', PORT: '0', GREENROOM_DATA_DIR: dataDir, GREENROOM_SEED: 'none', GREENROOM_ADMIN_PASSWORD: 'Temp1234x' });

async function producerCount(dataDir: string): Promise<number> {
  const handle = await openDatabase({ dataDir });
  try {
    const row = await handle.db.selectFrom('producers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await handle.close();
  }
}

// The embedded database's commands; PostgreSQL's procedure is postgresBackup.test.ts.
describe('migrate', () => {
  it('--check names the pending migrations of an empty database and changes nothing; migrate applies them', async () => {
    const dataDir = join(root, 'data');
    const out = collector();
    expect(await migrateCommand(env(dataDir), createTerminal(out, out), { check: true })).toBe(false);
    expect(out.text()).toMatch(/^\d+ migration\(s\) pending: 001_initial, /m);
    expect(await migrateCommand(env(dataDir), createTerminal(out, out), { check: true })).toBe(false); // still pending: --check changed nothing

    expect(await migrateCommand(env(dataDir), createTerminal(out, out), { check: false })).toBe(true);
    expect(out.text()).toMatch(/Applied \d+ migration\(s\): 001_initial, /);
    const after = collector();
    expect(await migrateCommand(env(dataDir), createTerminal(after, after), { check: true })).toBe(true);
    expect(after.text()).toBe('The database schema is current.\n');
  });
});

describe('backup and restore', () => {
  it('backs up while the server runs; the restored directory starts with the same data', async () => {
    const dataDir = join(root, 'data');
    const server = await startServer(env(dataDir), createTerminal(collector()));
    const file = join(root, 'greenroom-backup.db');
    const out = collector();
    try {
      await backupCommand(env(dataDir), createTerminal(out, out), file);
    } finally {
      await server.close();
    }
    expect(out.text()).toBe(`Backed up the database in ${dataDir} to ${file}.\n`);

    const restoredDir = join(root, 'restored');
    restoreCommand(env(restoredDir), createTerminal(out, out), file);
    expect(await producerCount(restoredDir)).toBe(1);
    const restarted = await startServer(env(restoredDir), createTerminal(collector()));
    const signIn = await restarted.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: 'admin', password: 'Temp1234x' } });
    await restarted.close();
    expect(signIn.json()).toMatchObject({ kind: 'newPasswordRequired' });
  });

  it('refuses to restore into a directory that has a database, or a file that is not a backup, and leaves no database behind', async () => {
    const dataDir = join(root, 'data');
    await migrateCommand(env(dataDir), createTerminal(collector()), { check: false });
    const junk = join(root, 'junk.db');
    writeFileSync(junk, 'not a database');
    expect(() => restoreCommand(env(dataDir), createTerminal(collector()), junk)).toThrow(`GREENROOM_DATA_DIR: ${dataDir} already holds a database; restore into an empty data directory.`);

    const emptyDir = join(root, 'empty');
    expect(() => restoreCommand(env(emptyDir), createTerminal(collector()), junk)).toThrow(`${junk} is not a readable SQLite file`);
    expect(existsSync(join(emptyDir, 'greenroom.db'))).toBe(false);
    expect(existsSync(join(emptyDir, 'greenroom.lock'))).toBe(false);
  });

  it('with PostgreSQL says to use pg_dump', async () => {
    await expect(backupCommand({ ...env(root), DATABASE_URL: 'postgres://u@localhost/db' }, createTerminal(collector()), 'x.db')).rejects.toThrow(POSTGRES_BACKUP_HINT);
  });
});
