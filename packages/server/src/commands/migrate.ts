import { loadConfig } from '../platform/config';
import { pendingMigrations, runMigrations } from '../platform/db/open';
import type { Terminal } from '../platform/log/terminal';
import { describeStartupError, StartupError } from '../startupErrors';
import { openForCommand } from './openForCommand';

/**
 * `greenroom-server migrate`: bring the configured database's schema up to this version (the server
 * also does it at start). `migrate --check` changes nothing and answers whether the schema is
 * current: `true`, or `false` after naming what is pending (the CLI then exits with 1).
 * @example
 * const current = await migrateCommand(process.env, terminal, { check: true });
 */
export async function migrateCommand(env: Record<string, string | undefined>, terminal: Terminal, options: { check: boolean }): Promise<boolean> {
  const config = loadConfig(env);
  const handle = await openForCommand(config);
  try {
    if (options.check) {
      const pending = await pendingMigrations(handle);
      if (pending.length === 0) terminal.info('The database schema is current.');
      else terminal.info(`${pending.length} migration(s) pending: ${pending.join(', ')}. Run: greenroom-server migrate`);
      return pending.length === 0;
    }
    const applied = await runMigrations(handle);
    terminal.info(applied.length === 0 ? 'The database schema is current; nothing to do.' : `Applied ${applied.length} migration(s): ${applied.join(', ')}.`);
    return true;
  } catch (error) {
    throw new StartupError(describeStartupError('database', error, config));
  } finally {
    await handle.close().catch(() => {});
  }
}
