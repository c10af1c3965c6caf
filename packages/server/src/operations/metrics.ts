// Prometheus metrics (prom-client), opt-in: GET /metrics answers only with METRICS_TOKEN set and
// sent as a bearer token. Queue and delivery figures are read from the database at scrape time, so
// every instance reports the shared queue and nothing is counted twice by a restart.
import { timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@greenroom/core/rules';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { access } from '../platform/auth/access';
import type { ServerContext } from '../platform/context';
import { deliveryCounts, mailQueueFacts } from './store';
import { pendingWebhookDeliveries } from '../webhooks/store/deliveries';

const SIGN_IN_ROUTE = '/api/auth/sign-in';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A registry with the server's metrics: request latency by route (its `_count` gives the status
 * counts), sign-in failures, the mail queue's backlog and oldest age, deliveries by state, the
 * webhook deliveries pending, the PostgreSQL pool, and Node's process metrics, all prefixed `greenroom_`.
 * @example
 * const { registry, observeRequest } = createMetrics(ctx);
 */
export function createMetrics(ctx: Pick<ServerContext, 'db' | 'clock' | 'poolStats'>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'greenroom_' });
  const latency = new Histogram({
    name: 'greenroom_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'greenroom_sign_in_failures_total',
    help: 'Refused sign-ins (wrong password, locked out or rate-limited) since this instance started',
    registers: [registry],
  });
  new Gauge({
    name: 'greenroom_mail_queue_due',
    help: 'Template-mail deliveries due now and not yet handed to the mail server',
    registers: [registry],
    async collect() {
      this.set((await mailQueueFacts(ctx.db, ctx.clock.now().getTime())).due);
    },
  });
  new Gauge({
    name: 'greenroom_mail_queue_oldest_due_seconds',
    help: 'How long the oldest due delivery has waited',
    registers: [registry],
    async collect() {
      this.set((await mailQueueFacts(ctx.db, ctx.clock.now().getTime())).oldestDueMs / 1000);
    },
  });
  new Gauge({
    name: 'greenroom_mail_deliveries',
    help: 'Template-mail deliveries in the database by state (sent and failed only grow)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      for (const [state, count] of Object.entries(await deliveryCounts(ctx.db))) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'greenroom_webhook_deliveries_pending',
    help: 'Webhook deliveries waiting to be sent or retried, over every subscription',
    registers: [registry],
    async collect() {
      this.set(await pendingWebhookDeliveries(ctx.db));
    },
  });
  const poolStats = ctx.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'greenroom_db_pool_connections',
      help: 'PostgreSQL pool of this instance: connections open (total), idle, and queries waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        for (const [state, count] of Object.entries(poolStats())) this.set({ state }, count);
      },
    });
  }

  return {
    registry,
    /** Record one answered request. */
    observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
      latency.observe({ method, route, status_code: String(statusCode) }, seconds);
      if (route === SIGN_IN_ROUTE && (statusCode === 401 || statusCode === 429)) signInFailures.inc();
    },
  };
}

/**
 * Time every request and serve `GET /metrics` (Prometheus text format) to callers presenting
 * `Authorization: Bearer <METRICS_TOKEN>`; without a configured token the path answers 404.
 * Install before the routes so every route is timed.
 * @example
 * installMetrics(app, ctx);
 */
export function installMetrics(app: FastifyInstance, ctx: ServerContext): void {
  const token = ctx.config.metricsToken;
  if (!token) return;
  const metrics = createMetrics(ctx);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { config: { access: access.public() }, schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(given, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ code: ERROR_CODES.notAuthorized, message: 'Send the metrics token as a bearer token.' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
