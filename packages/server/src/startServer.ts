import type { AddressInfo } from 'node:net';
import { buildApp, type GreenroomApp } from './app';
import { systemClock } from './platform/clock';
import { loadConfig } from './platform/config';
import { TEST_CLOCK_VARIABLE, testClockFromEnv, watchClockFile } from './platform/testClock';
import { parseTrustProxy } from './platform/trustProxy';
import { openDatabase, runMigrations, type DatabaseHandle } from './platform/db/open';
import { seedDatabase, type SeedResult } from './seed/seed';
import { adminAwaitsFirstSignIn } from './seed/adminAccount';
import { loggerOptions } from './platform/log/loggerOptions';
import { describeStartupError, StartupError } from './startupErrors';
import type { Terminal, TextSink } from './platform/log/terminal';
import { setupLines, setupWarnings, smtpServerOf } from './platform/setupLines';
import { SERVER_VERSION } from './platform/version';
import { checkSmtp } from './mail/smtpCheck';

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

/** Said at each start while the super-admin still holds the temporary password of the first start. */
const ADMIN_NOT_SIGNED_IN = (username: string): string =>
  [
    `The super-admin '${username}' has not signed in yet (its temporary password was shown at the first start).`,
    '  Lost it? Stop the server and run: npx greenroom-server reset-admin-password',
  ].join('\n');

/**
 * What `greenroom-server` does: read the environment, open and migrate the database, listen, seed
 * an empty database (only once the port is bound), and tell the operator in plain lines where to go. Fails with a ConfigError or a
 * StartupError whose message is one human line.
 * @example
 * const server = await startServer(process.env, createTerminal());
 */
export async function startServer(env: Record<string, string | undefined>, terminal: Terminal, jsonSink?: TextSink): Promise<StartedServer> {
  const config = loadConfig(env);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  // GREENROOM_TEST_CLOCK_FILE: the e2e journeys move the server's time through a file (refused in production).
  const testClock = testClockFromEnv(env);
  const clock = testClock ?? systemClock;

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

  let starting = true;
  const app = await buildApp({
    starting: () => starting,
    ...(handle.poolStats ? { poolStats: handle.poolStats } : {}),
    db: handle.db,
    config,
    terminal,
    logger: loggerOptions(config.logLevel, terminal, jsonSink),
    trustProxy,
    clock,
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    await handle.close().catch(() => {});
    throw new StartupError(describeStartupError('listen', error, config));
  }

  // Seed only once the port is ours: a first start that cannot listen creates no admin, so the
  // one-time password is never printed for an account the next start would not announce again.
  let seeded: SeedResult;
  try {
    seeded = await seedDatabase(handle.db, { config, clock });
    if (!seeded.admin && (await adminAwaitsFirstSignIn(handle.db, config.adminUsername))) terminal.info(ADMIN_NOT_SIGNED_IN(config.adminUsername));
  } catch (error) {
    await app.close().catch(() => {});
    await handle.close().catch(() => {});
    throw new StartupError(describeStartupError('database', error, config));
  }
  if (seeded.admin) {
    terminal.info(adminLines(seeded.admin));
    for (const warning of setupWarnings(config)) terminal.warn(warning);
  }
  if (seeded.demo) terminal.info('Seeded the demo world, project, space, calendar, presentation and booking.');
  starting = false;

  // A test clock moved by its file: the timed workers look again at once (their own polling is in real time).
  const clockFile = testClock ? env[TEST_CLOCK_VARIABLE]?.trim() : undefined;
  const unwatchClock = clockFile
    ? watchClockFile(clockFile, () => {
        app.reminderWorker.kick();
        app.offerLapseWorker.kick();
        app.mailWorker.kick();
      })
    : () => {};

  const port = (app.server.address() as AddressInfo).port;
  const url = config.port === 0 ? `http://${config.host}:${port}` : config.publicUrl;
  for (const line of setupLines(config, SERVER_VERSION)) terminal.info(line);
  const smtpUrl = config.smtpUrl;
  if (smtpUrl) {
    // Checked beside the start, not before it: a slow mail server must not delay the first page.
    void checkSmtp(smtpUrl).then((problem) => {
      if (problem) terminal.warn(`Mail: the SMTP server ${smtpServerOf(smtpUrl)} cannot be reached (${problem}); mail waits in the queue and is retried.`);
      else terminal.info('Mail: the SMTP server answered.');
    });
  }
  terminal.info(config.webDir ? `Greenroom is running: open ${url} in a browser.` : `Greenroom API is running at ${url}/api (no GREENROOM_WEB_DIR, so no web app).`);
  terminal.info(`API reference: ${url}/api/docs (OpenAPI document: ${url}/api/docs/openapi.json)`);
  terminal.info('Press Ctrl+C to stop.');

  return {
    app,
    url,
    close: async () => {
      unwatchClock();
      await app.close();
      await handle.close();
    },
  };
}
