import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@greenroom/core';

/** The record an event is about: the part of its name before the dot. */
export type WebhookEventGroup = 'booking' | 'registration' | 'attendance' | 'mail';

/**
 * Core's events grouped by the record they are about, in core's order, for the event checkboxes.
 * @example webhookEventGroups()[0] // { group: 'booking', events: ['booking.created', 'booking.updated', 'booking.deleted'] }
 */
export function webhookEventGroups(): { group: WebhookEventGroup; events: WebhookEventType[] }[] {
  const groups: { group: WebhookEventGroup; events: WebhookEventType[] }[] = [];
  for (const event of WEBHOOK_EVENT_TYPES) {
    const group = event.slice(0, event.indexOf('.')) as WebhookEventGroup;
    const last = groups[groups.length - 1];
    if (last?.group === group) last.events.push(event);
    else groups.push({ group, events: [event] });
  }
  return groups;
}
