import { useTexts } from '@greenroom/core';
import type { Registration } from '@greenroom/core';
import { useState } from 'react';
import type { GuestsSlice, GuestListBooking } from '../data/guestSlices';
import { useSaveAttendee } from '../data/useSaveAttendee';
import { PersonDialog, type PersonSave } from '../PersonDialog';
import { LanguageSelect } from '../PersonForm';
import { guestsTextTable } from '../textTables/guests';

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
 * intake fields with Brand and Allow Early Access, and the guest's Language (issue 27: '' for the
 * booking's, English, Deutsch, or the stored code); managing also shows the intake URL with copy,
 * resend invite, regenerate link and delete record. Nothing is sent while a rule fails.
 * @example <AttendeeDialog open booking={booking} registration={r} onClose={close} />
 */
export function AttendeeDialog({ open, ...rest }: AttendeeDialogProps) {
  return open ? <AttendeeForm {...rest} /> : null;
}

function AttendeeForm({ onClose, booking, registration, onCopied, api }: Omit<AttendeeDialogProps, 'open'>) {
  const texts = useTexts(guestsTextTable).attendee;
  const save = useSaveAttendee({ bookingID: booking.bookingID }, api);
  const stored = registration?.language ?? '';
  const [language, setLanguage] = useState(stored);
  // The language is the attendee's alone (presenters have none): it rides along with the person's draft.
  const saveWithLanguage: PersonSave = {
    isPending: save.isPending,
    isError: save.isError,
    error: save.error,
    mutate: (variables, callbacks) => save.mutate({ ...variables, draft: { ...variables.draft, language } }, callbacks),
  };
  return (
    <PersonDialog
      booking={booking}
      kind="attendee"
      person={registration}
      texts={texts}
      linkLabel={texts.intakeUrl}
      save={saveWithLanguage}
      onClose={onClose}
      onCopied={() => onCopied?.()}
      api={api}
    >
      {(general) => (
        <>
          {general}
          <LanguageSelect value={language} stored={stored} onChange={setLanguage} disabled={save.isPending} />
        </>
      )}
    </PersonDialog>
  );
}
