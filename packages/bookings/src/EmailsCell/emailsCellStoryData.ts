import type { PersonDeliveries } from '../data/personDeliveries';

/** Alan's templates: the invite reached him, the reminder failed ('550 Mailbox full'), the follow-up waits. */
export const STORY_DELIVERIES: PersonDeliveries = {
  sent: [{ emailTemplateID: 'template-invite', name: 'Attendee Invite Link' }],
  failed: [{ emailTemplateID: 'template-reminder', name: 'Day-of Reminder', reason: '550 Mailbox full' }],
  queued: [{ emailTemplateID: 'template-follow-up', name: 'Follow-up' }],
};

/** A failure the mail server gave no reason for. */
export const STORY_FAILED_WITHOUT_REASON: PersonDeliveries = {
  sent: [],
  failed: [{ emailTemplateID: 'template-invite', name: 'Attendee Invite Link', reason: '' }],
  queued: [],
};
