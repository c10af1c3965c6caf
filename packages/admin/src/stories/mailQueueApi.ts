import { createMemoryApi, HttpError, type AdminMailDelivery, type MailTransport, type OutboxMail, type PortalApi } from '@greenroom/core';
import { MAIL_RETRY_NOT_FAILED } from '@greenroom/core/rules';
import { adminStorySeed } from './AdminStoryPortal';

/**
 * The demo world with a mail queue in memory, for the mail stories: the delivery list filters by
 * state, RETRY queues a failed delivery again (409 otherwise), the outbox keeps `kept`, and mail
 * goes where `transport` says (default: the outbox).
 * @example const [api] = useState(() => mailQueueApi(DELIVERY_SAMPLE, OUTBOX_SAMPLE));
 */
export function mailQueueApi(deliveries: readonly AdminMailDelivery[], kept: readonly OutboxMail[], transport: MailTransport = { kind: 'outbox' }): PortalApi {
  const api = createMemoryApi(adminStorySeed(), { delay: 0 });
  const queue = deliveries.map((d) => ({ ...d }));
  return {
    ...api,
    maintenance: {
      ...api.maintenance,
      outbox: async () => [...kept],
      mailTransport: async () => transport,
      mailDeliveries: async (p = {}) => queue.filter((d) => p.state === undefined || d.state === p.state).map((d) => ({ ...d })),
      retryMailDelivery: async ({ deliveryID }) => {
        const found = queue.find((d) => d.deliveryID === deliveryID);
        if (found?.state !== 'failed') throw new HttpError(409, MAIL_RETRY_NOT_FAILED, { message: MAIL_RETRY_NOT_FAILED, code: 'Conflict' });
        Object.assign(found, { state: 'queued', attempts: 0 });
      },
    },
  };
}
