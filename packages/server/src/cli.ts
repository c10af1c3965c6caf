#!/usr/bin/env node
import { ConfigError } from './platform/config';
import { startServer } from './startServer';
import { StartupError } from './startupErrors';
import { createTerminal } from './platform/log/terminal';

/** Start the server from the environment (see packages/server/README.md); every failure is one line and exit code 1. */
async function main(): Promise<void> {
  const terminal = createTerminal();
  let server;
  try {
    server = await startServer(process.env, terminal);
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof StartupError;
    terminal.error(known ? (error as Error).message : `the server could not start (${(error as Error).message})`);
    process.exit(1);
  }
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    terminal.info('Stopping…');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

void main();
