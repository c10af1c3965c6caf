import { recipientPlaceholderValues, type BookingPlaceholderValues, type PortalLinks } from '@greenroom/core';
import type { GuestKind } from './guestSlices';

// Only the personal link is read from the recipient's values; the booking's part is not needed.
const NO_BOOKING_VALUES: BookingPlaceholderValues = {
  addToCalendarLink: '',
  eventDetails: '',
  welcomeHeader: '',
  mainHeader: '',
  sectionHeader: '',
  registrationLink: '',
};

/**
 * A person's own link, exactly as the invitation mail writes it: core's rule for the mail's
 * {{intakeLink}} (intake host for an attendee, attendee-join host for a presenter, plus the login
 * code). Manage Attendee, Manage Presenter and the lists' copy buttons all use it, so one person
 * has one link everywhere.
 * @example personalLink('attendee', 'c1', links) // 'https://portal.example.com/guest/intake/c1'
 */
export function personalLink(kind: GuestKind, loginCode: string, links: PortalLinks): string {
  return recipientPlaceholderValues(NO_BOOKING_VALUES, { kind, loginCode, firstName: '' }, links).intakeLink;
}
