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
export { loadConfig, ConfigError, type ServerConfig, type SeedMode } from './platform/config';
export type { OidcConfig, OidcAdminMapping } from './platform/oidcConfig';
export { openDatabase, runMigrations, isDatabaseReachable, type DatabaseHandle, type OpenDatabaseOptions } from './platform/db/open';
export { DataDirLockedError } from './platform/db/lockFile';
export { migrationList, InCodeMigrationProvider } from './platform/db/migrations';
export type { MigrationFactory } from './platform/db/migrations/types';
export type { Database } from './platform/db/database';
export type { DialectName } from './platform/db/dialect';
export { seedDatabase, type SeedResult } from './seed/seed';
export { systemClock, manualClock, type Clock, type ManualClock } from './platform/clock';
export { type Mailer, type MailMessage } from './platform/mailer';
export { createOutboxMailer, createSmtpMailer } from './mail/transports';
export { createConsoleMailer } from './mail/consoleMailer';
export { createTerminal, type Terminal, type TextSink } from './platform/log/terminal';
export { loggerOptions, type LogLevel } from './platform/log/loggerOptions';
export { startServer, type StartedServer } from './startServer';
export { DEFAULT_SCRYPT_COST, hashPassword, verifyPassword } from './platform/auth/passwords';
export { access, inBody, inQuery, type Access, type ResourceRef } from './platform/auth/access';
export { callerOf, type Caller } from './platform/auth/guard';
export type { RouteModule, RouteModuleOptions } from './platform/routeModule';
export type { ServerContext } from './platform/context';
export { ApiError } from './platform/http/errors';
