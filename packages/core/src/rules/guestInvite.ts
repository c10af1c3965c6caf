import type { Booking } from '../entities';
import { validateEmail } from '../validation/email';

/**
 * Whether an invite can be sent to this address: it must be a valid email (docs/reference/bookings.md §5,
 * 'Please enter a valid email address for this presenter' otherwise).
 * @example canSendInvite(' ada@example.com ') // true
 * @example canSendInvite('') // false
 */
export function canSendInvite(email: string): boolean {
  return validateEmail(email.trim(), { required: true }) === null;
}

/**
 * The id of the booking's invite template for an attendee ('Attendee Invite Link') or a presenter
 * ('Presenter Invite Link'), or null when the booking has none.
 * @example inviteTemplateID(booking, 'attendee') // 'template-7'
 */
export function inviteTemplateID(booking: Pick<Booking, 'emailTemplates'>, kind: 'attendee' | 'presenter'): string | null {
  const name = kind === 'attendee' ? 'Attendee Invite Link' : 'Presenter Invite Link';
  const found = Object.entries(booking.emailTemplates ?? {}).find(([, template]) => template.system && template.name === name);
  return found ? (found[1].id ?? found[0]) : null;
}
