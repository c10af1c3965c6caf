import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect';
import { acquireLockFile } from './lockFile';
import { InCodeMigrationProvider } from './migrations';
import type { Database } from './database';

/** An open database: the Kysely instance, which dialect it speaks, and how to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
  /** PostgreSQL's connection pool as it stands (for metrics); absent for SQLite. */
  poolStats?(): PoolStats;
}

/** A connection pool's figures: connections open, idle among them, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Where to find the database. */
export interface OpenDatabaseOptions {
  /** Directory of the embedded SQLite database (and its lock file). */
  dataDir?: string;
  /** PostgreSQL connection string; when set, dataDir is not used for the database. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in (search_path); tests use one per file. */
  schema?: string;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

function openSqlite(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireLockFile(join(dataDir, 'greenroom.lock'));
  try {
    const sqlite = new SQLite(join(dataDir, 'greenroom.db'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return {
      db,
      dialect: 'sqlite',
      close: async () => {
        await db.destroy();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function openPostgres(databaseUrl: string, schema: string | undefined, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // Times are epoch milliseconds in bigint columns and counts come back as int8: read both as numbers.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    close: () => db.destroy(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Open the embedded SQLite database in `dataDir` (WAL, synchronous=FULL, foreign keys on, guarded by
 * a lock file) or PostgreSQL when `databaseUrl` is set. Does not migrate: call {@link runMigrations}.
 * @example
 * const handle = await openDatabase({ dataDir: './data' });
 * await runMigrations(handle);
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema, options.poolSize ?? 10);
  return openSqlite(options.dataDir ?? './data');
}

/** The migrator of this database, its bookkeeping tables in the current schema. */
async function migratorOf(handle: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<Migrator> {
  // On PostgreSQL name the schema explicitly: Kysely otherwise finds its bookkeeping tables in any
  // schema of the database (another tenant's, or another test file's) and skips creating its own.
  let migrationTableSchema: string | undefined;
  if (handle.dialect === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
    migrationTableSchema = rows[0]?.schema;
  }
  return new Migrator({
    db: handle.db,
    provider: new InCodeMigrationProvider(handle.dialect),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

/**
 * Bring the schema up to date with every migration in the in-code provider. Throws on failure.
 * @example
 * await runMigrations(handle);
 */
export async function runMigrations(handle: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<string[]> {
  const migrator = await migratorOf(handle);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration${failed ? ` ${failed.migrationName}` : ''} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The migrations this build has that the database has not run yet (none: the schema is current).
 * Changes nothing.
 * @example
 * if ((await pendingMigrations(handle)).length > 0) process.exitCode = 1;
 */
export async function pendingMigrations(handle: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<string[]> {
  const migrations = await (await migratorOf(handle)).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** True when the database answers a trivial query. @example if (await isDatabaseReachable(db)) ... */
export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
