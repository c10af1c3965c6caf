import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../platform/context';
import { createOfferLapseWorker } from './offerLapseWorker';

/**
 * Give the app its lapsed-offer worker as `app.offerLapseWorker` (tests drain it by hand, like
 * `app.webhookWorker`): it starts when the app listens and stops when it closes. Call it once,
 * before the app is ready; a second call does nothing.
 * @example installOfferLapseWorker(app, ctx);
 */
export function installOfferLapseWorker(app: FastifyInstance, ctx: ServerContext): void {
  if (app.hasDecorator('offerLapseWorker')) return;
  const worker = createOfferLapseWorker({ ctx, onError: (error) => app.log.error({ err: error }, 'offer lapse worker round failed') });
  app.decorate('offerLapseWorker', worker);
  app.addHook('onListen', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
