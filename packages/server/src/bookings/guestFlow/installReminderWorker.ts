import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../platform/context';
import { createReminderWorker } from './reminderWorker';

/**
 * Give the app its reminder worker as `app.reminderWorker` (tests run its rounds by hand, like
 * `app.offerLapseWorker`): it starts when the app listens and stops when it closes; a round that
 * queued mail kicks the mail worker. Call it once, after the mail worker is installed and before
 * the app is ready; a second call does nothing.
 * @example installReminderWorker(app, ctx);
 */
export function installReminderWorker(app: FastifyInstance, ctx: ServerContext): void {
  if (app.hasDecorator('reminderWorker')) return;
  const worker = createReminderWorker({
    ctx,
    onQueued: () => {
      if (app.hasDecorator('mailWorker')) app.mailWorker.kick();
    },
    onError: (error) => app.log.error({ err: error }, 'reminder worker round failed'),
  });
  app.decorate('reminderWorker', worker);
  app.addHook('onListen', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
