import type { ServerConfig } from '../platform/config';
import { openDatabase, type DatabaseHandle } from '../platform/db/open';
import { describeStartupError, StartupError } from '../startupErrors';

/**
 * Open the configured database for a terminal command, or fail with the same one line the server
 * gives (with the embedded database, a running server's lock says to stop it first).
 * @example
 * const handle = await openForCommand(config);
 */
export async function openForCommand(config: ServerConfig): Promise<DatabaseHandle> {
  try {
    return await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 2 });
  } catch (error) {
    throw new StartupError(describeStartupError('database', error, config));
  }
}
