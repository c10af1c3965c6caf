import type { AdminMailDelivery, MailTransport, OutboxMail } from '@greenroom/core';
import type { PortalFixtureProps } from '@greenroom/testing';
import type { Story } from '@ladle/react';
import { useState, type ReactElement } from 'react';
import { AdminStoryPortal } from './AdminStoryPortal';
import { mailQueueApi } from './mailQueueApi';

/** The mail queue a mail story starts with, and what the fixture holds back or fails. @example const queue: MailStoryQueue = { kept: OUTBOX_SAMPLE, pending: ['maintenance.outbox'] }; */
export interface MailStoryQueue extends Pick<PortalFixtureProps, 'pending' | 'failing'> {
  /** The deliveries in the queue. Default: none. */
  deliveries?: readonly AdminMailDelivery[];
  /** The mail the outbox kept. Default: none. */
  kept?: readonly OutboxMail[];
  /** Where mail goes. Default: the outbox. */
  transport?: MailTransport;
}

function MailQueuePortal({ deliveries = [], kept = [], transport, ...fixture }: MailStoryQueue & { children: ReactElement }) {
  const [api] = useState(() => mailQueueApi(deliveries, kept, transport));
  return <AdminStoryPortal api={api} {...fixture} />;
}

/**
 * A story of a MAIL OUTBOX part: `view` in the admin portal over its own mail queue (see
 * {@link mailQueueApi}), created once per story.
 * @example export const Retrying = mailStory(<MailDeliveries timezone="America/Chicago" />, { deliveries: DELIVERY_SAMPLE, pending: ['maintenance.retryMailDelivery'] });
 */
export function mailStory(view: ReactElement, queue: MailStoryQueue = {}): Story {
  return () => <MailQueuePortal {...queue}>{view}</MailQueuePortal>;
}
