import type { Story } from '@ladle/react';
import { createMemoryApi, type OutboxMail, type PortalApi } from '@greenroom/core';
import { useState } from 'react';
import { AdminStoryPortal, adminStorySeed } from '../stories/AdminStoryPortal';
import { MailOutbox } from './MailOutbox';

/** Two kept mails as the server answers them, newest first (the memory backend sends no mail). */
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

function apiWithOutbox(): PortalApi {
  const api = createMemoryApi(adminStorySeed(), { delay: 0 });
  return { ...api, maintenance: { ...api.maintenance, outbox: async () => OUTBOX_SAMPLE } };
}

/** Two kept mails, newest first. */
export const Basic: Story = () => {
  const [api] = useState(apiWithOutbox);
  return (
    <AdminStoryPortal api={api}>
      <MailOutbox timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** Nothing kept (the memory backend sends no mail). */
export const Empty: Story = () => (
  <AdminStoryPortal>
    <MailOutbox timezone="America/Chicago" />
  </AdminStoryPortal>
);

/** The outbox is on its way. */
export const Loading: Story = () => (
  <AdminStoryPortal pending={['maintenance.outbox']}>
    <MailOutbox timezone="America/Chicago" />
  </AdminStoryPortal>
);

/** The outbox could not be read. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['maintenance.outbox']}>
    <MailOutbox timezone="America/Chicago" />
  </AdminStoryPortal>
);
