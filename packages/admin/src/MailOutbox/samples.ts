import type { AdminMailDelivery, OutboxMail } from '@greenroom/core';

// Sample answers for the MAIL OUTBOX stories and tests (a stories file may export only stories).

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
