import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { DataDirLockedError } from '../src/platform/db/lockFile';
import { openDatabase, runMigrations } from '../src/platform/db/open';
import { migrationList } from '../src/platform/db/migrations';
import { createTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

it('runs every migration once; running again changes nothing', async () => {
  const applied = await server.db.selectFrom('kysely_migration' as never).select(sql<string>`name`.as('name')).execute();
  expect(applied.map((row) => (row as { name: string }).name)).toEqual(migrationList.map(([name]) => name));
  expect(await runMigrations({ db: server.db, dialect: server.dialect })).toEqual([]);
});

it('answers GET /api/health while the database is reachable', async () => {
  const r = await server.app.inject({ method: 'GET', url: '/api/health' });
  expect(r.json()).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
});

describe('embedded SQLite', () => {
  it('uses WAL, synchronous=FULL and foreign keys', async () => {
    const pragma = async (name: string) => (await sql.raw(`pragma ${name}`).execute(server.db)).rows[0] as Record<string, unknown>;
    expect(Object.values(await pragma('journal_mode'))[0]).toBe('wal');
    expect(Object.values(await pragma('synchronous'))[0]).toBe(2);
    expect(Object.values(await pragma('foreign_keys'))[0]).toBe(1);
  });

  it('refuses a second server on the same data directory, and lets one in after the first closes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-lock-'));
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.close();
    const second = await openDatabase({ dataDir });
    await runMigrations(second);
    await second.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes over a lock copied from another host or left by a dead process, never a live one here', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-stale-'));
    const lock = join(dataDir, 'greenroom.lock');
    const tryWith = async (content: string) => {
      writeFileSync(lock, content);
      const handle = await openDatabase({ dataDir });
      await handle.close();
    };
    // process.ppid is alive on this host: a lock naming it from another host is a copied one.
    await tryWith(JSON.stringify({ pid: process.ppid, host: 'old-server.example' }));
    await tryWith(JSON.stringify({ pid: 2 ** 22 + 1, host: hostname() })); // no such process
    await tryWith('not a lock');
    await tryWith(JSON.stringify({ pid: process.pid, host: hostname() })); // our pid, not held by us: a restarted container's leftover
    writeFileSync(lock, JSON.stringify({ pid: process.ppid, host: hostname() }));
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    writeFileSync(lock, String(process.ppid)); // written by an older version
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 from /api/health and /api/ready when the database is gone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-health-'));
    const handle = await openDatabase({ dataDir });
    await runMigrations(handle);
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ db: handle.db, config: server.config, scryptCost: 1024 });
    await handle.close();
    const r = await app.inject({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ code: 'Unavailable', message: 'The database is not reachable' });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, checks: { database: { ok: false, detail: 'the database is not reachable' } } });
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

it('runs multi-row changes in transactions: a failure part-way leaves nothing behind', async () => {
  const now = Date.now();
  await expect(
    server.db.transaction().execute(async (trx) => {
      await trx.insertInto('projects').values({ project_id: 'tx-1', project_name: 'T', created_at: now }).execute();
      await trx.insertInto('projects').values({ project_id: 'tx-1', project_name: 'T again', created_at: now }).execute();
    }),
  ).rejects.toThrow();
  expect(await server.db.selectFrom('projects').select('project_id').where('project_id', '=', 'tx-1').execute()).toEqual([]);
});
