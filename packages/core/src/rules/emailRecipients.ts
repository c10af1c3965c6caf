import type { EmailDelivery, EmailDeliveryState } from '../api/PortalApi';
import type { Registration } from '../entities';
import { defaultTemplateBody, isSystemTemplateName } from './systemTemplates';

/** The default HTML body HTML-on loads into a custom template (ours). */
export const CUSTOM_HTML_BODY = '<p>Hi {{firstName}},</p>\n<p></p>';

/**
 * The body after the HTML toggle (docs/reference/bookings.md §4): a system template gets its default body
 * in the new format (per name); a custom one is cleared when HTML goes off and gets a default
 * HTML body when it goes on.
 * @example bodyAfterHtmlToggle('Reminder', false) // ''
 */
export function bodyAfterHtmlToggle(templateName: string, html: boolean): string {
  if (isSystemTemplateName(templateName)) return defaultTemplateBody(templateName, html);
  return html ? CUSTOM_HTML_BODY : '';
}

type Person = Pick<Registration, 'registrationID' | 'emails' | 'brand'>;

/**
 * 'Sent' for the Select All Sent/Unsent toggles: the registration's `emails` includes the template.
 * @example hasReceived({ emails: ['t1'] }, 't1') // true
 */
export function hasReceived(person: Pick<Registration, 'emails'>, emailTemplateID: string): boolean {
  return person.emails.includes(emailTemplateID);
}

/**
 * The latest delivery state of each registration for one template (deliveries oldest first).
 * @example latestDeliveryStates(deliveries, 't1').get('r1') // 'failed'
 */
export function latestDeliveryStates(deliveries: readonly EmailDelivery[], emailTemplateID: string): Map<string, EmailDelivery> {
  const latest = new Map<string, EmailDelivery>();
  for (const delivery of deliveries) if (delivery.emailTemplateID === emailTemplateID) latest.set(delivery.registrationID, delivery);
  return latest;
}

/** The groups the Send Email toggles add or remove. */
export type RecipientGroup = 'brand' | 'sent' | 'unsent' | 'failed';

/**
 * The people of one toggle: brand, sent (`emails` has the template), unsent, or failed (the
 * latest delivery of the template failed and it never reached them).
 * @example recipientGroup(people, 'unsent', 't1', deliveries).map((p) => p.registrationID)
 */
export function recipientGroup<P extends Person>(people: readonly P[], group: RecipientGroup, emailTemplateID: string, deliveries: readonly EmailDelivery[] = []): P[] {
  const states = latestDeliveryStates(deliveries, emailTemplateID);
  const inGroup: Record<RecipientGroup, (p: P) => boolean> = {
    brand: (p) => p.brand,
    sent: (p) => hasReceived(p, emailTemplateID),
    unsent: (p) => !hasReceived(p, emailTemplateID),
    failed: (p) => !hasReceived(p, emailTemplateID) && states.get(p.registrationID)?.state === 'failed',
  };
  return people.filter(inGroup[group]);
}

/**
 * Add (`on`) or remove the ids of `people` from a selection.
 * @example toggleSelection(new Set(['a']), [{ registrationID: 'b' }], true) // Set {'a', 'b'}
 */
export function toggleSelection(selection: ReadonlySet<string>, people: readonly Pick<Registration, 'registrationID'>[], on: boolean): Set<string> {
  const next = new Set(selection);
  for (const { registrationID } of people) {
    if (on) next.add(registrationID);
    else next.delete(registrationID);
  }
  return next;
}

/**
 * How far a send has got: counts of its deliveries per state.
 * @example sendProgress(deliveries, 's1') // { queued: 1, sent: 4, failed: 0, total: 5 }
 */
export function sendProgress(deliveries: readonly EmailDelivery[], sendID: string): Record<EmailDeliveryState, number> & { total: number } {
  const counts = { queued: 0, sent: 0, failed: 0, total: 0 };
  for (const d of deliveries) {
    if (d.sendID !== sendID) continue;
    counts[d.state] += 1;
    counts.total += 1;
  }
  return counts;
}
