import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../platform/context';
import { createWebhookWorker, type WebhookTransport } from './worker';

/**
 * Give the app its webhook worker as `app.webhookWorker` (tests drain it by hand, like
 * `app.mailWorker`): it starts when the app listens and stops when it closes. Call it once, before
 * the app is ready; a second call does nothing.
 * @example installWebhookWorker(app, ctx);
 */
export function installWebhookWorker(
  app: FastifyInstance,
  ctx: Pick<ServerContext, 'db' | 'clock' | 'config' | 'mailer'>,
  options: { transport?: WebhookTransport } = {},
): void {
  if (app.hasDecorator('webhookWorker')) return;
  const worker = createWebhookWorker({
    db: ctx.db,
    clock: ctx.clock,
    mailer: ctx.mailer,
    productName: ctx.config.productName,
    transport: options.transport,
    onError: (error) => app.log.error({ err: error }, 'webhook worker round failed'),
  });
  app.decorate('webhookWorker', worker);
  app.addHook('onListen', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
