import { loadConfig } from '../platform/config';
import { systemClock } from '../platform/clock';
import { runMigrations } from '../platform/db/open';
import type { Terminal } from '../platform/log/terminal';
import { resetAdminPassword } from '../seed/adminAccount';
import { describeStartupError, StartupError } from '../startupErrors';
import { openForCommand } from './openForCommand';

/**
 * `greenroom-server reset-admin-password`: a new temporary password for the super-admin
 * (GREENROOM_ADMIN_USERNAME, default 'admin'), printed once, from the same environment as the server.
 * With the embedded database the server must be stopped first (the data directory's lock says so).
 * Fails with a StartupError whose message is one human line.
 * @example
 * await resetAdminCommand(process.env, createTerminal());
 */
export async function resetAdminCommand(env: Record<string, string | undefined>, terminal: Terminal): Promise<void> {
  const config = loadConfig(env);
  const handle = await openForCommand(config);
  try {
    await runMigrations(handle).catch((error: unknown) => {
      throw new StartupError(describeStartupError('database', error, config));
    });
    const password = await resetAdminPassword(handle.db, config.adminUsername, systemClock.now().getTime());
    if (password === null) throw new StartupError(`GREENROOM_ADMIN_USERNAME: there is no super-admin named '${config.adminUsername}'.`);
    terminal.info(
      [
        `New temporary password for the super-admin '${config.adminUsername}': ${password}`,
        '  It is shown only now, must be changed at the next sign-in and expires in 7 days; its sessions were ended.',
      ].join('\n'),
    );
  } finally {
    await handle.close().catch(() => {});
  }
}
