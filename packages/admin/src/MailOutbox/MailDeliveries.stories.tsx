import type { Story } from '@ladle/react';
import { useState } from 'react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { mailQueueApi } from '../stories/mailQueueApi';
import { MailDeliveries } from './MailDeliveries';
import { DELIVERY_SAMPLE } from './samples';

/** A queued, a sent and a failed delivery, newest first; RETRY on the failed one. */
export const Basic: Story = () => {
  const [api] = useState(() => mailQueueApi(DELIVERY_SAMPLE, []));
  return (
    <AdminStoryPortal api={api}>
      <MailDeliveries timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** Nothing queued. */
export const Empty: Story = () => {
  const [api] = useState(() => mailQueueApi([], []));
  return (
    <AdminStoryPortal api={api}>
      <MailDeliveries timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** The deliveries have not answered yet. */
export const Loading: Story = () => {
  const [api] = useState(() => mailQueueApi(DELIVERY_SAMPLE, []));
  return (
    <AdminStoryPortal api={api} pending={['maintenance.mailDeliveries']}>
      <MailDeliveries timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** The deliveries could not be read. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['maintenance.mailDeliveries']}>
    <MailDeliveries timezone="America/Chicago" />
  </AdminStoryPortal>
);

/** RETRY of the failed delivery is on its way (press it). */
export const Retrying: Story = () => {
  const [api] = useState(() => mailQueueApi(DELIVERY_SAMPLE, []));
  return (
    <AdminStoryPortal api={api} pending={['maintenance.retryMailDelivery']}>
      <MailDeliveries timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** RETRY is refused (press it). */
export const RetryError: Story = () => {
  const [api] = useState(() => mailQueueApi(DELIVERY_SAMPLE, []));
  return (
    <AdminStoryPortal api={api} failing={['maintenance.retryMailDelivery']}>
      <MailDeliveries timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};
