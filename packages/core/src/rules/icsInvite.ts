import type { EmailTemplate } from '../entities';
import { GUEST_FLOW_TEMPLATE_NAMES, REMINDER_TEMPLATE_NAMES } from './guestFlowTemplates';

/**
 * How a mail carries its calendar invitation (issue 27): the attachment's file name and content
 * type (RFC 6047's iMIP: METHOD:REQUEST).
 * @example INVITE_ICS.contentType // 'text/calendar; method=REQUEST; charset=UTF-8'
 */
export const INVITE_ICS = { fileName: 'invite.ics', contentType: 'text/calendar; method=REQUEST; charset=UTF-8', method: 'REQUEST' } as const;

/**
 * The UID of one guest's event: stable per booking and registration, so every invitation and
 * reminder (and the .ics download) updates the same calendar entry.
 * @example guestEventUid('b1', 'r1') // 'b1.r1@greenroom'
 */
export function guestEventUid(bookingID: string, registrationID: string): string {
  return `${bookingID}.${registrationID}@greenroom`;
}

/**
 * The SEQUENCE of a guest's event: grows with the booking's version (it moves on every stored
 * change, a move in time included), so a calendar takes a later invitation as the newer one.
 * @example inviteSequence(3) // 2
 */
export function inviteSequence(bookingVersion: number): number {
  return Math.max(0, Math.trunc(bookingVersion) - 1);
}

const INVITE_TEMPLATE_NAMES: readonly string[] = [
  'Attendee Invite Link',
  'Presenter Invite Link',
  GUEST_FLOW_TEMPLATE_NAMES.approved,
  GUEST_FLOW_TEMPLATE_NAMES.offered,
  REMINDER_TEMPLATE_NAMES.dayBefore,
  REMINDER_TEMPLATE_NAMES.hourBefore,
];

/**
 * Whether a template's mail carries the guest's .ics: the booking's system invitations, the
 * 'approved' and 'offered' outcomes and the reminders before the start (a reminder with a template of
 * its own carries it too: the sender says so). Follow-ups after the end invite to nothing.
 * @example carriesInvite({ emailTemplateName: 'Attendee Invite Link', system: true }) // true
 */
export function carriesInvite(template: Pick<EmailTemplate, 'emailTemplateName' | 'system'>): boolean {
  return template.system && INVITE_TEMPLATE_NAMES.includes(template.emailTemplateName);
}
