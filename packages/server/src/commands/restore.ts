import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../platform/config';
import { acquireLockFile } from '../platform/db/lockFile';
import { migrationList } from '../platform/db/migrations';
import { BackupError, restoreSqlite } from '../platform/db/sqliteFile';
import type { Terminal } from '../platform/log/terminal';
import { describeStartupError, StartupError } from '../startupErrors';
import { POSTGRES_BACKUP_HINT } from './backup';

/**
 * `greenroom-server restore <file>`: put a backup made by `backup` in place as the database of an
 * empty data directory (GREENROOM_DATA_DIR), after checking it. The next start migrates it if it
 * comes from an older version.
 * @example
 * restoreCommand(process.env, terminal, '/backups/greenroom.db');
 */
export function restoreCommand(env: Record<string, string | undefined>, terminal: Terminal, file: string | undefined): void {
  const config = loadConfig(env);
  if (config.databaseUrl) throw new StartupError(POSTGRES_BACKUP_HINT);
  if (!file) throw new StartupError('Usage: greenroom-server restore <file>');
  let release: () => void;
  try {
    mkdirSync(config.dataDir, { recursive: true });
    release = acquireLockFile(join(config.dataDir, 'greenroom.lock'));
  } catch (error) {
    throw new StartupError(describeStartupError('database', error, config));
  }
  try {
    restoreSqlite(resolve(file), config.dataDir, migrationList.map(([name]) => name));
  } catch (error) {
    if (error instanceof BackupError) throw new StartupError(error.message);
    throw error;
  } finally {
    release();
  }
  terminal.info(`Restored ${resolve(file)} into ${config.dataDir}. Start the server to use it.`);
}
