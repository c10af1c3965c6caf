import type { AddressInfo } from 'node:net';
import { buildApp, type GreenroomApp } from './app';
import { systemClock } from './platform/clock';
import { loadConfig } from './platform/config';
import { openDatabase, runMigrations, type DatabaseHandle } from './platform/db/open';
import { seedDatabase, type SeedResult } from './seed/seed';
import { loggerOptions } from './platform/log/loggerOptions';
import { describeStartupError, StartupError } from './startupErrors';
import type { Terminal, TextSink } from './platform/log/terminal';

/** A server started by {@link startServer}. */
export interface StartedServer {
  app: GreenroomApp;
  /** The address people open. */
  url: string;
  close(): Promise<void>;
}

function adminLines(admin: NonNullable<SeedResult['admin']>): string {
  const password = admin.generated ? admin.temporaryPassword : '(the one in GREENROOM_ADMIN_PASSWORD)';
  return [
    'First start: created the super-admin account.',
    `  Username:           ${admin.username}`,
    `  Temporary password: ${password}`,
    '  It is shown only now, must be changed at the first sign-in and expires in 7 days.',
  ].join('\n');
}

/**
 * What `greenroom-server` does: read the environment, open and migrate the database, seed an empty
 * one, listen, and tell the operator in plain lines where to go. Fails with a ConfigError or a
 * StartupError whose message is one human line.
 * @example
 * const server = await startServer(process.env, createTerminal());
 */
export async function startServer(env: Record<string, string | undefined>, terminal: Terminal, jsonSink?: TextSink): Promise<StartedServer> {
  const config = loadConfig(env);

  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    throw new StartupError(describeStartupError('database', error, config));
  }
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close().catch(() => {});
    throw new StartupError(describeStartupError('database', error, config));
  }

  const seeded = await seedDatabase(handle.db, { config, clock: systemClock });
  if (seeded.admin) terminal.info(adminLines(seeded.admin));
  if (seeded.demo) terminal.info('Seeded the demo world, project, space, calendar, presentation and booking.');

  const app = await buildApp({
    db: handle.db,
    config,
    terminal,
    logger: loggerOptions(config.logLevel, terminal, jsonSink),
    trustProxy: env.TRUST_PROXY === '1',
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    await handle.close().catch(() => {});
    throw new StartupError(describeStartupError('listen', error, config));
  }

  const port = (app.server.address() as AddressInfo).port;
  const url = config.port === 0 ? `http://${config.host}:${port}` : config.publicUrl;
  terminal.info(config.webDir ? `Greenroom is running: open ${url} in a browser.` : `Greenroom API is running at ${url}/api (no GREENROOM_WEB_DIR, so no web app).`);
  terminal.info(`API documentation: ${url}/api/docs`);
  if (!config.smtpUrl) terminal.info('No SMTP_URL: password-reset codes are printed here; booking mail is kept in the outbox (GET /api/outbox).');
  terminal.info('Press Ctrl+C to stop.');

  return {
    app,
    url,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
