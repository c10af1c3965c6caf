import type { Story } from '@ladle/react';
import { useState } from 'react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { mailQueueApi } from '../stories/mailQueueApi';
import { KeptMail } from './KeptMail';
import { OUTBOX_SAMPLE } from './samples';

/** Two kept mails, newest first, times in America/Chicago. */
export const Basic: Story = () => {
  const [api] = useState(() => mailQueueApi([], OUTBOX_SAMPLE));
  return (
    <AdminStoryPortal api={api}>
      <KeptMail timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** Nothing kept. */
export const Empty: Story = () => {
  const [api] = useState(() => mailQueueApi([], []));
  return (
    <AdminStoryPortal api={api}>
      <KeptMail timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** The outbox has not answered yet. */
export const Loading: Story = () => {
  const [api] = useState(() => mailQueueApi([], OUTBOX_SAMPLE));
  return (
    <AdminStoryPortal api={api} pending={['maintenance.outbox']}>
      <KeptMail timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** The outbox could not be read. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['maintenance.outbox']}>
    <KeptMail timezone="America/Chicago" />
  </AdminStoryPortal>
);
