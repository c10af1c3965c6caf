import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { installGuard } from './platform/auth/guard';
import { DEFAULT_SCRYPT_COST } from './platform/auth/passwords';
import { loadSecret } from './platform/auth/store/secrets';
import { UserPool } from './platform/auth/store/userPool';
import { systemClock, type Clock } from './platform/clock';
import type { ServerConfig } from './platform/config';
import type { ServerContext, ServerKeys } from './platform/context';
import type { Database } from './platform/db/database';
import type { PoolStats } from './platform/db/open';
import { installErrorHandler } from './platform/http/errorHandler';
import { databaseRateLimitStore } from './platform/rateLimits/fastifyStore';
import { installCompression } from './platform/http/compression';
import { installBodyTextCheck, installRequestChecks, installStrictJsonParser } from './platform/http/requestChecks';
import { installOpenApi } from './platform/http/openapi';
import { installSecurityHeaders } from './platform/http/securityHeaders';
import { addStringFormats } from './platform/http/stringFormats';
import { createTemplateDelivery } from './mail/delivery';
import { installMetrics } from './operations/metrics';
import { createMailWorker } from './mail/worker';
import { installWebhookWorker } from './webhooks/installWebhookWorker';
import { installOfferLapseWorker } from './bookings/guestFlow/installOfferLapseWorker';
import { installReminderWorker } from './bookings/guestFlow/installReminderWorker';
import { createConsoleMailer } from './mail/consoleMailer';
import type { Mailer } from './platform/mailer';
import { createSmtpMailer } from './mail/transports';
import { OneLinePerRequest } from './platform/log/requestLog';
import { createTerminal, type Terminal } from './platform/log/terminal';
import { routeModules } from './routes';
import { serveWebApp } from './platform/http/webApp';

/** What {@link buildApp} needs. Everything but db and config has a production default. */
export interface AppOptions {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Source of time (default: the wall clock). Tests inject a manual clock. */
  clock?: Clock;
  /**
   * Where the user pool's mail (verification codes) goes. Default: SMTP when config.smtpUrl is set,
   * else the terminal, never a table other users can read. Booking mail has its own delivery.
   */
  mailer?: Mailer;
  /** Where lines for the operator go (default: the process's stdout and stderr). */
  terminal?: Terminal;
  /** scrypt N (default 2^17). Tests pass a small power of two. */
  scryptCost?: number;
  /** Fastify logger option (default off; the CLI passes loggerOptions(config.logLevel, terminal)). */
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute per address accepted by the public POST /api/system-check (default 10). */
  systemCheckRateLimit?: number;
  /** Trust X-Forwarded-* headers (behind a load balancer). Fastify's trustProxy: `true` trusts every hop, a comma list of addresses/CIDRs only those (platform/trustProxy.ts). */
  trustProxy?: boolean | string;
  /** The database pool's figures for the metrics (PostgreSQL; see DatabaseHandle.poolStats). */
  poolStats?: () => PoolStats;
  /** True while the start is not finished (the first start seeds after listening): /api/ready answers 503. Default: never. */
  starting?: () => boolean;
  /** Slow-client limits in ms (default {@link DEFAULT_TIMEOUTS}); tests pass small ones. */
  timeouts?: Partial<typeof DEFAULT_TIMEOUTS>;
  /** How long the SSR module (config.ssrEntry) may take to render a link page before the plain page goes out (default 3000 ms). */
  linkRenderDeadlineMs?: number;
}

/** A whole request must arrive in 60 s, its headers in 10 s; a silent connection closes after 30 s. */
export const DEFAULT_TIMEOUTS = { requestMs: 60_000, headersMs: 10_000, idleMs: 30_000, keepAliveMs: 5_000 };

/** The Fastify instance with the TypeBox type provider. */
export type GreenroomApp = FastifyInstance;

function memoKeys(db: Kysely<Database>): ServerKeys {
  let jwt: Promise<Uint8Array> | null = null;
  let upload: Promise<Uint8Array> | null = null;
  return {
    jwt: () => (jwt ??= loadSecret(db, 'jwt_signing_key')),
    upload: () => (upload ??= loadSecret(db, 'upload_signing_key')),
  };
}

/**
 * Build the API server: /api routes with TypeBox schemas, the access guard, the user pool, uploads,
 * the OpenAPI document and its browsable reference at /api/docs and, when configured, the host app at /. The database must be
 * migrated already (see runMigrations).
 * @example
 * const app = await buildApp({ db: handle.db, config: loadConfig() });
 * await app.listen({ port: 8080 });
 */
export async function buildApp(options: AppOptions): Promise<GreenroomApp> {
  const clock = options.clock ?? systemClock;
  const { config, db } = options;
  const terminal = options.terminal ?? createTerminal();
  const mailer =
    options.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createConsoleMailer(terminal));
  const keys = memoKeys(db);
  const userPool = new UserPool({
    db,
    clock,
    mailer,
    scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
    productName: config.productName,
    jwtKey: keys.jwt,
    onMailError: (error) => terminal.error(`Error: the verification mail could not be sent: ${error instanceof Error ? error.message : String(error)}`),
  });
  const ctx: ServerContext = { db, clock, config, mailer, userPool, keys, starting: options.starting ?? (() => false), poolStats: options.poolStats };

  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? false,
    // Slow clients (1 byte every few seconds) must not hold connections forever (issue 19).
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks the request and header timeouts on this interval (30 s by default).
    http: { headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs), connectionsCheckingInterval: Math.min(1000, timeouts.requestMs) },
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
    ajv: {
      // Unknown fields are refused (400), never silently dropped; types are never coerced.
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: true },
      // Real ISO dates in a sane range (platform/http/stringFormats.ts).
      plugins: [addStringFormats],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandler(app);
  installRequestChecks(app);
  installStrictJsonParser(app);
  installSecurityHeaders(app, { webDir: config.webDir, https: config.publicUrl.startsWith('https:') });
  installCompression(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, clock) });
  installGuard(app, ctx);
  await installOpenApi(app, { publicUrl: config.publicUrl });
  installBodyTextCheck(app);
  installMailWorker(app, ctx, terminal);
  installWebhookWorker(app, ctx);
  installOfferLapseWorker(app, ctx);
  installReminderWorker(app, ctx);
  installMetrics(app, ctx);

  await app.register(
    async (api) => {
      for (const module of routeModules) await api.register(module, { ctx, systemCheckRateLimit: options.systemCheckRateLimit ?? 10 });
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, config.webDir, config.ssrEntry ? { entry: config.ssrEntry, ctx, deadlineMs: options.linkRenderDeadlineMs } : undefined);
  return app;
}

/** The template-mail worker: delivers the queue while the app listens (tests drain it by hand). */
function installMailWorker(app: GreenroomApp, ctx: ServerContext, terminal: Terminal): void {
  const delivery = createTemplateDelivery(ctx);
  const worker = createMailWorker({
    db: ctx.db,
    clock: ctx.clock,
    delivery,
    leaseMs: ctx.config.mailClaimMs,
    onError: (error) => app.log.error({ err: error }, 'mail worker round failed'),
    onAttemptFailed: (recipient, reason, retryAt) =>
      terminal.warn(`Mail to ${recipient} failed: ${reason}${retryAt === null ? ' (given up)' : ` (tried again at ${new Date(retryAt).toISOString()})`}`),
  });
  app.decorate('mailWorker', worker);
  app.addHook('onListen', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    delivery.close();
  });
}
