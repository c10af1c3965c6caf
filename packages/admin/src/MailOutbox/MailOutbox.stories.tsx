import { mailStory } from '../stories/mailStory';
import { MailOutbox } from './MailOutbox';
import { DELIVERY_SAMPLE, OUTBOX_SAMPLE } from './samples';

export default { title: 'Admin / Panels / Mail Outbox' };

// RETRY, Empty and each list's own states are stories of MailDeliveries and KeptMail.

const view = <MailOutbox timezone="America/Chicago" />;

/** Queued, sent and failed deliveries newest first, and two kept mails. */
export const Basic = mailStory(view, { deliveries: DELIVERY_SAMPLE, kept: OUTBOX_SAMPLE });

/** Mail goes out through an SMTP server (the line above the queue names it). */
export const ThroughSmtp = mailStory(view, { deliveries: DELIVERY_SAMPLE, transport: { kind: 'smtp', server: 'mail.example.com:587' } });

/** The deliveries and the outbox are on their way. */
export const Loading = mailStory(view, { pending: ['maintenance.mailDeliveries', 'maintenance.outbox'] });

/** Neither the deliveries nor the outbox could be read. */
export const Error = mailStory(view, { failing: ['maintenance.mailDeliveries', 'maintenance.outbox'] });
