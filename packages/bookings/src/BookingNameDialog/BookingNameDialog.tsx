import {
  BOOKING_NAME_MAX_LENGTH,
  guessTimezone,
  newBookingDefaults,
  useNow,
  useTexts,
  validateBookingName,
  type Booking,
  type PortalApi,
} from '@greenroom/core';
import { FormDialog, TextField } from '@greenroom/ui';
import { useState } from 'react';
import { isStaleBooking, useUpdateBooking } from '../data/bookingQueries';
import { useCreateBooking } from '../data/useCreateBooking';
import { placeServerErrors } from '../data/serverFieldErrors';
import { mainTextTable } from '../textTables/main';

export interface BookingNameDialogProps {
  open: boolean;
  /** CANCEL, the close button or Escape; never while saving. Also called after a save. */
  onClose: () => void;
  /** The space a new booking is created in. */
  spaceID: string;
  /** The booking to rename ('Edit Name'); without it a new one is created ('Name Booking'). */
  booking?: Booking;
  /** The created or renamed booking, as the server answered it. */
  onSaved?: (booking: Booking) => void;
  /** Overrides the PortalProvider's api. */
  api?: Pick<PortalApi, 'bookings'>;
}

/**
 * 'Name Booking' (create with the new-booking defaults of docs/reference/bookings.md §4: the browser's
 * timezone, capacity 20, grace 0, start/end hours, access time, doors ±30 min) or 'Edit Name'.
 * The name is required after trimming ('Required', nothing sent) and at most 70 characters; a
 * refusal naming the name (400 `fieldErrors.name`) shows at the field, any other failure the
 * spec's error text, and SAVE tries again.
 *
 * @example
 * <BookingNameDialog open={naming} spaceID="s1" onClose={() => setNaming(false)}
 *   onSaved={(booking) => openBooking(booking.bookingID)} />
 */
export function BookingNameDialog({ open, ...rest }: BookingNameDialogProps) {
  // Mounted only while open, so every opening starts from the booking's current name.
  return open ? <BookingNameForm {...rest} /> : null;
}

function BookingNameForm({ onClose, spaceID, booking, onSaved, api }: Omit<BookingNameDialogProps, 'open'>) {
  const texts = useTexts(mainTextTable);
  const now = useNow();
  const [name, setName] = useState(booking?.name ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateBooking(api);
  const rename = useUpdateBooking(booking?.bookingID ?? '', api);
  const save = booking ? rename : create;
  // A refusal naming the name (400 fieldErrors.name) speaks at the field; others in the dialog.
  const serverNameError = placeServerErrors(save.error, ['name']).fields.name ?? null;
  const failure = save.isError && !isStaleBooking(save.error) && !serverNameError ? (booking ? texts.renameError : texts.createError) : null;

  const finish = (saved: Booking) => {
    onSaved?.(saved);
    onClose();
  };

  const submit = () => {
    save.reset();
    const problem = validateBookingName(name);
    setNameError(problem);
    if (problem) return;
    const trimmed = name.trim();
    if (booking) rename.mutate(() => ({ name: trimmed }), { onSuccess: finish, onError: (error) => isStaleBooking(error) && onClose() });
    else create.mutate({ spaceID, name: trimmed, ...newBookingDefaults(now(), guessTimezone()) }, { onSuccess: finish });
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      onSubmit={submit}
      title={booking ? texts.editNameTitle : texts.createTitle}
      submitLabel={texts.save}
      cancelLabel={texts.cancel}
      pending={save.isPending}
      error={failure}
      data-ui="BookingNameDialog"
    >
      <TextField
        label={texts.nameLabel}
        value={name}
        required
        fullWidth
        autoComplete="off"
        maxLength={BOOKING_NAME_MAX_LENGTH}
        disabled={save.isPending}
        error={nameError ?? serverNameError}
        onValueChange={(value) => {
          setName(value);
          setNameError(null);
          if (serverNameError) save.reset();
        }}
      />
    </FormDialog>
  );
}
