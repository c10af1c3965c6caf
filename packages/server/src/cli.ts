#!/usr/bin/env node
import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lockFile';
import { openDatabase, runMigrations, type DatabaseHandle } from './db/open';
import { seedDatabase } from './seed/seed';

function fail(message: string): never {
  process.stderr.write(`greenroom-server: ${message}\n`);
  process.exit(1);
}

/** Start the server from the environment (see packages/server/README.md). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(`GREENROOM_DATA_DIR: ${error.message}`);
    fail(`${config.databaseUrl ? 'DATABASE_URL' : 'GREENROOM_DATA_DIR'}: cannot open the database (${(error as Error).message})`);
  }

  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close();
    fail(`${config.databaseUrl ? 'DATABASE_URL' : 'GREENROOM_DATA_DIR'}: ${(error as Error).message}`);
  }

  const seeded = await seedDatabase(handle.db, { config, clock: systemClock });
  if (seeded.admin) {
    const how = seeded.admin.generated ? `temporary password (shown once): ${seeded.admin.temporaryPassword}` : 'temporary password from GREENROOM_ADMIN_PASSWORD';
    process.stdout.write(`Created super-admin '${seeded.admin.username}' with ${how}. It must be changed at first sign-in and expires in 7 days.\n`);
  }
  if (seeded.demo) process.stdout.write('Seeded the demo world, project, space, calendar, presentation and booking.\n');

  const app = await buildApp({ db: handle.db, config, logger: { level: process.env.LOG_LEVEL ?? 'info' }, trustProxy: process.env.TRUST_PROXY === '1' });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await handle.close();
    fail(`PORT: cannot listen on ${config.host}:${config.port} (${(error as Error).message})`);
  }
  process.stdout.write(`Greenroom API on ${config.publicUrl}/api (docs at ${config.publicUrl}/api/docs)\n`);
}

main().catch((error: unknown) => fail((error as Error).message));
