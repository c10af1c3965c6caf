import type { Story } from '@ladle/react';
import { createMemoryApi, HttpError, type AdminMailDelivery, type OutboxMail, type PortalApi } from '@greenroom/core';
import { MAIL_RETRY_NOT_FAILED } from '@greenroom/core/rules';
import { useState } from 'react';
import { AdminStoryPortal, adminStorySeed } from '../stories/AdminStoryPortal';
import { MailOutbox } from './MailOutbox';

/** Two kept mails as the server answers them, newest first. */
export const OUTBOX_SAMPLE: OutboxMail[] = [
  {
    id: 'mail-2',
    to: 'grace@example.com',
    subject: 'Your link to Product Launch Keynote',
    text: 'Hello Grace, join with this link: https://portal.example.com/join/abc',
    html: '<p>Hello Grace</p>',
    createdAt: '2026-11-21T15:30:00.000Z',
  },
  {
    id: 'mail-1',
    to: 'ada@example.com',
    subject: 'Registration confirmed',
    text: 'Hello Ada, you are registered.',
    html: '<p>Hello Ada</p>',
    createdAt: '2026-11-21T15:00:00.000Z',
  },
];

const delivery = (d: Partial<AdminMailDelivery> & Pick<AdminMailDelivery, 'deliveryID' | 'recipient' | 'state' | 'createdAt'>): AdminMailDelivery => ({
  subject: 'Your link to Product Launch Keynote',
  bookingID: 'booking-1',
  bookingName: 'Product Launch Keynote',
  emailTemplateID: 'template-1',
  emailTemplateName: 'Attendee Invite Link',
  reason: '',
  attempts: 1,
  updatedAt: d.createdAt,
  ...d,
});

/** Three deliveries in the three states, given oldest first (the screen shows them newest first). */
export const DELIVERY_SAMPLE: AdminMailDelivery[] = [
  delivery({ deliveryID: 'delivery-1', recipient: 'ada@example.com', state: 'sent', createdAt: Date.parse('2026-11-21T15:00:00Z') }),
  delivery({
    deliveryID: 'delivery-2',
    recipient: 'grace@example.com',
    state: 'failed',
    attempts: 5,
    reason: 'Mailbox unavailable: 550 5.1.1 user unknown',
    createdAt: Date.parse('2026-11-21T15:10:00Z'),
    updatedAt: Date.parse('2026-11-21T15:40:00Z'),
  }),
  delivery({
    deliveryID: 'delivery-3',
    recipient: 'alan@example.com',
    subject: 'Reminder: tomorrow',
    emailTemplateName: 'Day-of Reminder',
    state: 'queued',
    attempts: 2,
    reason: 'The mail server could not be reached: ECONNREFUSED',
    createdAt: Date.parse('2026-11-21T15:20:00Z'),
  }),
];

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
