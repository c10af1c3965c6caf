import type { GuestListBooking } from '../data/guestSlices';

/**
 * What the Presenters panel (and its Add/Manage Presenter dialog) read of their booking: the same
 * summary as the Guest List's — id, name and intake fields, plus `spaceID` and `emailTemplates`
 * for the Emails column and resend invite. A whole `Booking` is one too.
 * @example const summary: PresentersBooking = { bookingID: 'evt-1', name: 'Harbour Gala', intakeFields: defaultIntakeFields };
 */
export type PresentersBooking = GuestListBooking;
