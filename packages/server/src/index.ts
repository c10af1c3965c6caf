/**
 * @greenroom/server: the reference API server of the Greenroom portal.
 * @example
 * import { buildApp, loadConfig, openDatabase, runMigrations, seedDatabase } from '@greenroom/server';
 * const config = loadConfig();
 * const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
 * await runMigrations(handle);
 * await seedDatabase(handle.db, { config, clock: systemClock });
 * const app = await buildApp({ db: handle.db, config });
 * await app.listen({ port: config.port, host: config.host });
 */
export { buildApp, type AppOptions, type GreenroomApp } from './app';
export { loadConfig, ConfigError, type ServerConfig, type SeedMode } from './config';
export { openDatabase, runMigrations, isDatabaseReachable, type DatabaseHandle, type OpenDatabaseOptions } from './db/open';
export { DataDirLockedError } from './db/lockFile';
export { migrationList, InCodeMigrationProvider } from './db/migrations';
export type { MigrationFactory } from './db/migrations/types';
export type { Database } from './db/types';
export type { DialectName } from './db/dialect';
export { seedDatabase, type SeedResult } from './seed/seed';
export { systemClock, manualClock, type Clock, type ManualClock } from './clock';
export { createOutboxMailer, createSmtpMailer, type Mailer, type MailMessage } from './mail/mailer';
export { createConsoleMailer } from './mail/consoleMailer';
export { createTerminal, type Terminal, type TextSink } from './log/terminal';
export { loggerOptions, type LogLevel } from './log/loggerOptions';
export { startServer, type StartedServer } from './log/startServer';
export { DEFAULT_SCRYPT_COST, hashPassword, verifyPassword } from './auth/passwords';
export { access, inBody, inQuery, type Access, type ResourceRef } from './auth/access';
export { callerOf, type Caller } from './auth/guard';
export type { RouteModule, RouteModuleOptions } from './routes/types';
export type { ServerContext } from './context';
export { ApiError } from './http/errors';
