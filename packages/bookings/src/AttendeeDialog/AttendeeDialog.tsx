import { buildLink, HttpError, useLinks, type Booking, type Registration } from '@greenroom/core';
import { Button, Dialog } from '@greenroom/ui';
import { useId, useState, type FormEvent } from 'react';
import { draftOf, type GuestsSlice, type PersonDraft } from '../data/guestSlices';
import { useSaveAttendee } from '../data/useSaveAttendee';
import { GuestActions } from '../GuestActions';
import { emptyDraft, PersonForm, personErrors, type PersonErrors } from '../PersonForm';
import { guestTexts } from '../textsGuests';

const texts = guestTexts.attendee;

export interface AttendeeDialogProps {
  open: boolean;
  onClose: () => void;
  booking: Booking;
  /** The attendee to manage ('Manage Attendee'); without it one is added ('Add Attendee'). */
  registration?: Registration;
  /** The intake URL was copied: the panel shows its snackbar. */
  onCopied?: () => void;
  api?: GuestsSlice;
}

/**
 * 'Add Attendee' or 'Manage Attendee' (spec/bookings.md §2.4): the attendee form on the booking's
 * intake fields with Brand and Allow Early Access; managing also shows the intake URL with copy,
 * resend invite, regenerate link and delete record. Nothing is sent while a rule fails.
 * @example <AttendeeDialog open booking={booking} registration={r} onClose={close} />
 */
export function AttendeeDialog({ open, ...rest }: AttendeeDialogProps) {
  return open ? <AttendeeForm {...rest} /> : null;
}

function AttendeeForm({ onClose, booking, registration, onCopied, api }: Omit<AttendeeDialogProps, 'open'>) {
  const formId = useId();
  const links = useLinks();
  const [draft, setDraft] = useState<PersonDraft>(() => (registration ? draftOf(registration) : emptyDraft()));
  const [errors, setErrors] = useState<PersonErrors>({});
  const save = useSaveAttendee({ bookingID: booking.bookingID }, api);
  const failure = save.isError ? (registration ? texts.editError : texts.createError) : null;
  // The manage dialog follows the cached record, so a regenerated code shows at once.
  const current = registration;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problems = personErrors(draft, booking);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(
      { draft, registrationID: registration?.registrationID },
      {
        onSuccess: onClose,
        onError: (error) => error instanceof HttpError && error.fieldErrors && setErrors(error.fieldErrors),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={registration ? texts.manageTitle : texts.addTitle}
      busy={save.isPending}
      error={failure}
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={save.isPending}>
            {guestTexts.form.cancel}
          </Button>
          <Button type="submit" form={formId} busy={save.isPending}>
            {guestTexts.form.save}
          </Button>
        </>
      }
    >
      {current && (
        <GuestActions
          booking={booking}
          kind="attendee"
          person={current}
          link={buildLink(links.attendeeJoin, current.loginCode)}
          linkLabel={texts.intakeUrl}
          email={draft.email}
          onCopied={() => onCopied?.()}
          onDeleted={onClose}
          api={api}
        />
      )}
      <form id={formId} onSubmit={submit} noValidate>
        <PersonForm booking={booking} draft={draft} onChange={setDraft} errors={errors} disabled={save.isPending} />
      </form>
    </Dialog>
  );
}
