import type { Story } from '@ladle/react';
import { createMemoryApi, HttpError, type AdminMailDelivery, type OutboxMail, type PortalApi } from '@greenroom/core';
import { MAIL_RETRY_NOT_FAILED } from '@greenroom/core/rules';
import { useState } from 'react';
import { AdminStoryPortal, adminStorySeed } from '../stories/AdminStoryPortal';
import { MailOutbox } from './MailOutbox';
import { DELIVERY_SAMPLE, OUTBOX_SAMPLE } from './samples';


/**
 * The demo world with a queue in memory: lists filter by state, RETRY queues a failed delivery
 * again (409 otherwise), and the outbox keeps `kept`.
 * @example const api = apiWithQueue(DELIVERY_SAMPLE, OUTBOX_SAMPLE);
 */
function apiWithQueue(deliveries: AdminMailDelivery[], kept: OutboxMail[]): PortalApi {
  const api = createMemoryApi(adminStorySeed(), { delay: 0 });
  const queue = deliveries.map((d) => ({ ...d }));
  return {
    ...api,
    maintenance: {
      ...api.maintenance,
      outbox: async () => kept,
      mailDeliveries: async (p = {}) => queue.filter((d) => p.state === undefined || d.state === p.state).map((d) => ({ ...d })),
      retryMailDelivery: async ({ deliveryID }) => {
        const found = queue.find((d) => d.deliveryID === deliveryID);
        if (found?.state !== 'failed') throw new HttpError(409, MAIL_RETRY_NOT_FAILED, { message: MAIL_RETRY_NOT_FAILED, code: 'Conflict' });
        Object.assign(found, { state: 'queued', attempts: 0 });
      },
    },
  };
}

/** Queued, sent and failed deliveries newest first, and two kept mails. */
export const Basic: Story = () => {
  const [api] = useState(() => apiWithQueue(DELIVERY_SAMPLE, OUTBOX_SAMPLE));
  return (
    <AdminStoryPortal api={api}>
      <MailOutbox timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** Nothing queued, nothing kept. */
export const Empty: Story = () => {
  const [api] = useState(() => apiWithQueue([], []));
  return (
    <AdminStoryPortal api={api}>
      <MailOutbox timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** The deliveries and the outbox are on their way. */
export const Loading: Story = () => (
  <AdminStoryPortal pending={['maintenance.mailDeliveries', 'maintenance.outbox']}>
    <MailOutbox timezone="America/Chicago" />
  </AdminStoryPortal>
);

/** Neither the deliveries nor the outbox could be read. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['maintenance.mailDeliveries', 'maintenance.outbox']}>
    <MailOutbox timezone="America/Chicago" />
  </AdminStoryPortal>
);

/** RETRY of the failed delivery is on its way (press it). */
export const Retrying: Story = () => {
  const [api] = useState(() => apiWithQueue(DELIVERY_SAMPLE, OUTBOX_SAMPLE));
  return (
    <AdminStoryPortal api={api} pending={['maintenance.retryMailDelivery']}>
      <MailOutbox timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** RETRY is refused (press it). */
export const RetryError: Story = () => {
  const [api] = useState(() => apiWithQueue(DELIVERY_SAMPLE, OUTBOX_SAMPLE));
  return (
    <AdminStoryPortal api={api} failing={['maintenance.retryMailDelivery']}>
      <MailOutbox timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};
