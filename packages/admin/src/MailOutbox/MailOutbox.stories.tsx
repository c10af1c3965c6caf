import type { Story } from '@ladle/react';
import { useState } from 'react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { mailQueueApi } from '../stories/mailQueueApi';
import { MailOutbox } from './MailOutbox';
import { DELIVERY_SAMPLE, OUTBOX_SAMPLE } from './samples';

/** Queued, sent and failed deliveries newest first, and two kept mails. */
export const Basic: Story = () => {
  const [api] = useState(() => mailQueueApi(DELIVERY_SAMPLE, OUTBOX_SAMPLE));
  return (
    <AdminStoryPortal api={api}>
      <MailOutbox timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** Nothing queued, nothing kept. */
export const Empty: Story = () => {
  const [api] = useState(() => mailQueueApi([], []));
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
  const [api] = useState(() => mailQueueApi(DELIVERY_SAMPLE, OUTBOX_SAMPLE));
  return (
    <AdminStoryPortal api={api} pending={['maintenance.retryMailDelivery']}>
      <MailOutbox timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** RETRY is refused (press it). */
export const RetryError: Story = () => {
  const [api] = useState(() => mailQueueApi(DELIVERY_SAMPLE, OUTBOX_SAMPLE));
  return (
    <AdminStoryPortal api={api} failing={['maintenance.retryMailDelivery']}>
      <MailOutbox timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};
