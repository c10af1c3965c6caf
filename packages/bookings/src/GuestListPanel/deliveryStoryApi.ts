import { createMemoryApi, type EmailDelivery, type PortalApi } from '@greenroom/core';
import { bookingStorySeed, STORY_NOW } from '../stories/BookingStoryPortal';

const delivery = (registrationID: string, emailTemplateID: string, state: EmailDelivery['state'], reason = ''): EmailDelivery => ({
  deliveryID: `d-${registrationID}-${emailTemplateID}`,
  sendID: 'send-story',
  registrationID,
  emailTemplateID,
  state,
  attempts: state === 'failed' ? 5 : 1,
  reason,
  updatedAt: STORY_NOW.valueOf(),
});

/**
 * The deliveries of the delivery stories (booking-1): Ada and Grace got the Attendee Invite Link
 * (the seed's `emails`), Alan's failed ('550 Mailbox full'), Katherine's Day-of Reminder waits;
 * Margaret got the Presenter Invite Link, Linus's failed and his Day-of Reminder waits.
 */
export const STORY_DELIVERIES: EmailDelivery[] = [
  delivery('registration-1', 'template-1-1', 'sent'),
  delivery('registration-2', 'template-1-1', 'sent'),
  delivery('registration-3', 'template-1-1', 'failed', '550 Mailbox full'),
  delivery('registration-4', 'template-1-custom', 'queued'),
  delivery('presenter-1', 'template-1-2', 'sent'),
  delivery('presenter-2', 'template-1-2', 'failed', '550 No such user'),
  delivery('presenter-2', 'template-1-custom', 'queued'),
];

/**
 * The demo backend with {@link STORY_DELIVERIES} as booking-1's deliveries (the memory backend's
 * own mail server accepts everything at once, so it never shows a failed or waiting one).
 * @example <BookingStoryPortal api={deliveryStoryApi()}>...</BookingStoryPortal>
 */
export function deliveryStoryApi(): PortalApi {
  const seed = bookingStorySeed();
  const presenters = seed.presenters?.map((p) => (p.registrationID === 'presenter-1' ? { ...p, emails: ['template-1-2'] } : p));
  const api = createMemoryApi({ ...seed, presenters });
  return {
    ...api,
    emailTemplates: {
      ...api.emailTemplates,
      deliveries: async ({ bookingID }) => (bookingID === 'booking-1' ? STORY_DELIVERIES.map((d) => ({ ...d })) : []),
    },
  };
}
