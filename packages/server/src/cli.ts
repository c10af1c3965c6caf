#!/usr/bin/env node
import { ConfigError } from './platform/config';
import { startServer } from './startServer';
import { StartupError } from './startupErrors';
import { createTerminal } from './platform/log/terminal';
import { resetAdminCommand } from './commands/resetAdminPassword';
import { migrateCommand } from './commands/migrate';
import { backupCommand } from './commands/backup';
import { restoreCommand } from './commands/restore';

/** How long a SIGINT/SIGTERM waits for in-flight work before the process leaves anyway. */
const SHUTDOWN_BOUND_MS = 10_000;

const USAGE = 'Usage: greenroom-server [migrate [--check] | backup <file> | restore <file> | reset-admin-password]';

type Terminal = ReturnType<typeof createTerminal>;

/** The terminal commands beside serving; each answers whether it succeeded. */
const COMMANDS: Record<string, (terminal: Terminal, args: string[]) => Promise<boolean>> = {
  migrate: (terminal, args) => migrateCommand(process.env, terminal, { check: args.includes('--check') }),
  backup: async (terminal, args) => (await backupCommand(process.env, terminal, args[0]), true),
  restore: async (terminal, args) => (restoreCommand(process.env, terminal, args[0]), true),
  'reset-admin-password': async (terminal) => (await resetAdminCommand(process.env, terminal), true),
};

/** One line for the operator and exit code 1: a known problem as itself, anything else briefly. */
function fail(terminal: Terminal, error: unknown): never {
  const known = error instanceof ConfigError || error instanceof StartupError;
  terminal.error(known ? (error as Error).message : `the server could not start (${(error as Error).message})`);
  process.exit(1);
}

/** Start the server from the environment, or run one of the terminal commands (see packages/server/README.md); every failure is one line and exit code 1. */
async function main(): Promise<void> {
  const terminal = createTerminal();
  const [command, ...args] = process.argv.slice(2);
  const run = command === undefined ? undefined : COMMANDS[command];
  if (run) {
    const succeeded = await run(terminal, args).catch((error: unknown) => fail(terminal, error));
    process.exit(succeeded ? 0 : 1);
  }
  if (command !== undefined) {
    terminal.error(`Unknown command '${command}'. ${USAGE}`);
    process.exit(1);
  }
  const starting = startServer(process.env, terminal);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    terminal.info('Stopping…');
    // Stop accepting, let in-flight requests finish and the queues release their leases, close the
    // database; past the bound, leave anyway (a service manager would kill us a little later).
    const bound = setTimeout(() => {
      terminal.error(`Stopped without waiting any longer (more than ${SHUTDOWN_BOUND_MS / 1000} s).`);
      process.exit(1);
    }, SHUTDOWN_BOUND_MS);
    bound.unref();
    // A signal during the start waits for it, then closes what it opened (a failed start has
    // already said why and exits 1 on its own).
    const server = await starting.catch(() => undefined);
    if (!server) return;
    await server.close();
    process.exit(0);
  };
  // Listening before the start prints 'Press Ctrl+C to stop.': a signal the moment that line
  // shows (a service manager, a test) stops the server gracefully instead of killing it.
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  try {
    await starting;
  } catch (error) {
    fail(terminal, error);
  }
}

void main();
