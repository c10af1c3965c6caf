// The PostgreSQL backup procedure of docs/operations.md, run once (issue #30): pg_dump of a live
// Greenroom database, pg_restore into an empty one, and the restored database is current and whole.
// Runs in the PostgreSQL pass of the server suite (CI), where DATABASE_URL is set.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/platform/config';
import { openDatabase, pendingMigrations, runMigrations } from '../src/platform/db/open';
import { manualClock } from '../src/platform/clock';
import { seedDatabase } from '../src/seed/seed';

const serverUrl = process.env.DATABASE_URL ?? '';
const withDatabase = (name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('PostgreSQL backup and restore with pg_dump / pg_restore', () => {
  const suffix = `${process.pid}_${Date.now()}`;
  const source = `gr_backup_src_${suffix}`;
  const target = `gr_backup_dst_${suffix}`;
  const dir = mkdtempSync(join(tmpdir(), 'greenroom-pgdump-'));
  afterAll(async () => {
    await admin(`drop database if exists ${source}`);
    await admin(`drop database if exists ${target}`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a dump into an empty database with the same data and a current schema', async () => {
    await admin(`create database ${source}`);
    await admin(`create database ${target}`);
    const live = await openDatabase({ databaseUrl: withDatabase(source), poolSize: 2 });
    await runMigrations(live);
    const config = loadConfig({ GREENROOM_SEED: 'demo', GREENROOM_ADMIN_PASSWORD: 'Temp1234x' });
    await seedDatabase(live.db, { config, clock: manualClock(Date.UTC(2026, 10, 27)), scryptCost: 1024 });
    const projects = await live.db.selectFrom('projects').select('project_name').orderBy('project_name').execute();
    await live.close();

    const dump = join(dir, 'greenroom.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, withDatabase(source)], { stdio: 'pipe' });
    execFileSync('pg_restore', ['--no-owner', `--dbname=${withDatabase(target)}`, dump], { stdio: 'pipe' });

    const restored = await openDatabase({ databaseUrl: withDatabase(target), poolSize: 2 });
    try {
      expect(await pendingMigrations(restored)).toEqual([]);
      expect(await restored.db.selectFrom('projects').select('project_name').orderBy('project_name').execute()).toEqual(projects);
      expect(projects.length).toBeGreaterThan(0);
      const admins = await restored.db.selectFrom('producers').select('username').where('role', '=', 0).execute();
      expect(admins).toEqual([{ username: 'admin' }]);
    } finally {
      await restored.close();
    }
  }, 60_000);
});
