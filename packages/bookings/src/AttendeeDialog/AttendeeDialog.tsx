import { useTexts } from '@greenroom/core';
import type { Registration } from '@greenroom/core';
import type { GuestsSlice, GuestListBooking } from '../data/guestSlices';
import { useSaveAttendee } from '../data/useSaveAttendee';
import { PersonDialog } from '../PersonDialog';
import { bookingsTextTable } from '../texts';

export interface AttendeeDialogProps {
  open: boolean;
  onClose: () => void;
  booking: GuestListBooking;
  /** The attendee to manage ('Manage Attendee'); without it one is added ('Add Attendee'). */
  registration?: Registration;
  /** The intake URL was copied: the panel shows its snackbar. */
  onCopied?: () => void;
  api?: GuestsSlice;
}

/**
 * 'Add Attendee' or 'Manage Attendee' (docs/reference/bookings.md §2.4): the attendee form on the booking's
 * intake fields with Brand and Allow Early Access; managing also shows the intake URL with copy,
 * resend invite, regenerate link and delete record. Nothing is sent while a rule fails.
 * @example <AttendeeDialog open booking={booking} registration={r} onClose={close} />
 */
export function AttendeeDialog({ open, ...rest }: AttendeeDialogProps) {
  return open ? <AttendeeForm {...rest} /> : null;
}

function AttendeeForm({ onClose, booking, registration, onCopied, api }: Omit<AttendeeDialogProps, 'open'>) {
  const texts = useTexts(bookingsTextTable).guests.attendee;
  const save = useSaveAttendee({ bookingID: booking.bookingID }, api);
  return (
    <PersonDialog
      booking={booking}
      kind="attendee"
      person={registration}
      texts={texts}
      linkLabel={texts.intakeUrl}
      save={save}
      onClose={onClose}
      onCopied={() => onCopied?.()}
      api={api}
    />
  );
}
