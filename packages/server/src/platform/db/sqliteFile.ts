// The embedded database as one file: an online copy for backups and the checks a restore makes.
// Uploads and the signing secret live in the database, so this one file is all of Greenroom's data.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

/** The database file inside a data directory. @example sqlitePath('/srv/data') // '/srv/data/greenroom.db' */
export function sqlitePath(dataDir: string): string {
  return join(dataDir, 'greenroom.db');
}

/** A backup or restore that cannot be done, in one human line. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/**
 * Copy the database in `dataDir` to `target` with SQLite's online backup: safe while the server runs
 * (it reads a consistent snapshot without taking the data directory's lock). Refuses to overwrite.
 * @example
 * await backupSqlite('./data', '/backups/greenroom-2026-11-27.db');
 */
export async function backupSqlite(dataDir: string, target: string): Promise<void> {
  const source = sqlitePath(dataDir);
  if (!existsSync(source)) throw new BackupError(`GREENROOM_DATA_DIR: there is no database at ${source}.`);
  if (existsSync(target)) throw new BackupError(`${target} already exists; choose a new file name.`);
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } catch (error) {
    rmSync(target, { force: true });
    throw new BackupError(`The backup could not be written to ${target} (${(error as Error).message}).`);
  } finally {
    db.close();
  }
}

/** What a restore checks in a backup file before using it: a sound SQLite file with Greenroom's tables. */
function checkBackupFile(file: string): string[] {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new BackupError(`${file} is not a readable SQLite file.`);
  }
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`${file} is damaged (integrity check: ${String(integrity)}).`);
    const tables = new Set((db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((row) => row.name));
    if (!tables.has('kysely_migration') || !tables.has('producers')) throw new BackupError(`${file} is not a Greenroom backup (its tables are missing).`);
    return (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((row) => row.name);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable SQLite file (${(error as Error).message}).`);
  } finally {
    db.close();
  }
}

/**
 * Put the backup `file` in place as the database of `dataDir`, which must hold no database yet.
 * The file must pass SQLite's integrity check, carry Greenroom's tables and no migration this build
 * does not know (a backup of a newer version). Answers the backup's migration names.
 * @example
 * await restoreSqlite('/backups/greenroom.db', './data', knownMigrationNames);
 */
export function restoreSqlite(file: string, dataDir: string, knownMigrations: readonly string[]): string[] {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const target = sqlitePath(dataDir);
  if (existsSync(target)) throw new BackupError(`GREENROOM_DATA_DIR: ${dataDir} already holds a database; restore into an empty data directory.`);
  const applied = checkBackupFile(file);
  const unknown = applied.filter((name) => !knownMigrations.includes(name));
  if (unknown.length > 0) throw new BackupError(`${file} was made by a newer Greenroom (migration ${unknown[0]} is unknown to this version); upgrade first.`);
  // Copy through SQLite (not a file copy), into a temporary name renamed at the end: a failed
  // restore leaves no half-written database behind.
  const partial = `${target}.restoring`;
  rmSync(partial, { force: true });
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    source.exec(`vacuum into '${partial.replaceAll("'", "''")}'`);
  } finally {
    source.close();
  }
  renameSync(partial, target);
  return applied;
}
