import type { Kysely } from 'kysely';
import type { UserPool } from './auth/store/userPool';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { PoolStats } from './db/open';
import type { Mailer } from './mailer';

/** Secrets shared by every instance through the database, loaded once per app. */
export interface ServerKeys {
  jwt(): Promise<Uint8Array>;
  upload(): Promise<Uint8Array>;
}

/**
 * Everything a route module needs, handed to it as plugin options.
 * @example
 * const plugin: RouteModule = async (app, { ctx }) => { app.get('/x', ..., () => ctx.clock.now()) };
 */
export interface ServerContext {
  db: Kysely<Database>;
  clock: Clock;
  config: ServerConfig;
  /** The user pool's mailer (SMTP or the terminal); booking mail uses createTemplateDelivery. */
  mailer: Mailer;
  userPool: UserPool;
  keys: ServerKeys;
  /** True while this instance's start is not finished (seeding after listen); /api/ready says so. */
  starting(): boolean;
  /** The database pool's figures (PostgreSQL only), for the metrics. */
  poolStats?: () => PoolStats;
}
