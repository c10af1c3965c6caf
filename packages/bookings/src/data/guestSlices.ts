import type { Booking, PortalApi, Registration, RegistrationInput } from '@greenroom/core';

/**
 * What the Guest List (and the Presenters list) read of their booking: a summary a partner builds
 * from its own event record, not a whole `Booking`. `intakeFields` decide the form's fields and the
 * upload's address columns; `emailTemplates` (the booking's templates, by id) name the Emails
 * column's templates and hold the 'Attendee Invite Link' that Resend invite sends, with `spaceID`.
 * Without them the panel leaves those parts out. `guestFlow` (approval, waitlist) decides whether
 * the Status column and the WAITLIST button show when every guest is approved.
 * @example const summary: GuestListBooking = { bookingID: 'evt-1', name: 'Harbour Gala', intakeFields: defaultIntakeFields };
 */
export type GuestListBooking = Pick<Booking, 'bookingID' | 'name' | 'intakeFields'> & Partial<Pick<Booking, 'spaceID' | 'emailTemplates' | 'guestFlow'>>;

/**
 * The part of the PortalApi the Guest List tab needs: registrations, and email templates for the
 * per-person resend of the 'Attendee Invite Link' template.
 * @example <GuestListPanel booking={booking} api={{ registrations, emailTemplates }} />
 */
export type GuestsSlice = Pick<PortalApi, 'registrations' | 'emailTemplates'>;

/**
 * The part of the PortalApi the Presenters tab needs.
 * @example <PresentersPanel booking={booking} api={{ presenters, emailTemplates }} />
 */
export type PresentersSlice = Pick<PortalApi, 'presenters' | 'emailTemplates'>;

/** Which list a person belongs to. */
export type GuestKind = 'attendee' | 'presenter';

/**
 * The form's person fields and flags, as POST /registration and /presenter take them.
 * @example const draft: PersonDraft = { first: 'Ada', last: '', email: '', company: '', phone: '', address: {}, brand: false, allowEarlyAccess: false }
 */
export type PersonDraft = Omit<RegistrationInput, 'bookingID'>;

/**
 * 'First Last' of a person, as shown in the tables.
 * @example personName(registration) // 'Ada Lovelace'
 */
export function personName(person: Registration): string {
  return `${person.registrationData.firstName} ${person.registrationData.lastName}`.trim();
}
