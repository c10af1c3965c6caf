import { resolve } from 'node:path';
import { loadConfig } from '../platform/config';
import { backupSqlite, BackupError } from '../platform/db/sqliteFile';
import type { Terminal } from '../platform/log/terminal';
import { StartupError } from '../startupErrors';

/** What to run instead with PostgreSQL, whose own tools make consistent backups. */
export const POSTGRES_BACKUP_HINT =
  'With DATABASE_URL, back up with PostgreSQL\'s own tool: pg_dump --format=custom --file=greenroom.dump "$DATABASE_URL" (restore with pg_restore --no-owner --dbname="$DATABASE_URL" greenroom.dump into an empty database); see docs/operations.md.';

/**
 * `greenroom-server backup <file>`: an online copy of the embedded database (uploads and the signing
 * secret included) while the server runs. With PostgreSQL it says to use pg_dump.
 * @example
 * await backupCommand(process.env, terminal, '/backups/greenroom.db');
 */
export async function backupCommand(env: Record<string, string | undefined>, terminal: Terminal, file: string | undefined): Promise<void> {
  const config = loadConfig(env);
  if (config.databaseUrl) throw new StartupError(POSTGRES_BACKUP_HINT);
  if (!file) throw new StartupError('Usage: greenroom-server backup <file>');
  const target = resolve(file);
  try {
    await backupSqlite(config.dataDir, target);
  } catch (error) {
    if (error instanceof BackupError) throw new StartupError(error.message);
    throw error;
  }
  terminal.info(`Backed up the database in ${config.dataDir} to ${target}.`);
}
