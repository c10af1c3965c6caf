import { bookingTime, duplicatePayload, toEpochMs, validateDuplicateStart, validateRunEnd, type Booking, type PortalApi, useTexts } from '@greenroom/core';
import { useState } from 'react';
import type { ChosenTime } from '../DateTimeDialog/DateTimeDialog';
import { LazyDateTimeDialog } from '../DateTimeDialog/LazyDateTimeDialog';
import { useCreateBooking, useSpaceWindow } from '../data/bookingQueries';
import { bookingsTextTable } from '../texts';

export interface DuplicateBookingDialogProps {
  open: boolean;
  booking: Booking;
  onClose: () => void;
  /** The copy, as the server answered it. */
  onDuplicated: (copy: Booking) => void;
  api?: Pick<PortalApi, 'bookings' | 'spaces'>;
}

/**
 * Duplicate a booking into new run times: 'Set Run Start Date / Time' then 'Set Run End Date /
 * Time' (timezone required, both inside the space's open/close window, the end after the chosen
 * new start), then POST /booking with the copy.
 * @example
 * <DuplicateBookingDialog open booking={booking} onClose={close} onDuplicated={(copy) => open(copy.bookingID)} />
 */
export function DuplicateBookingDialog({ open, booking, onClose, onDuplicated, api }: DuplicateBookingDialogProps) {
  const texts = useTexts(bookingsTextTable);
  const [start, setStart] = useState<ChosenTime | null>(null);
  const space = useSpaceWindow(booking.spaceID, api).data;
  const create = useCreateBooking(api);
  const window = space ?? { start: '', end: '' };
  const close = () => {
    setStart(null);
    onClose();
  };

  if (!open) return null;
  if (!start) {
    return (
      <LazyDateTimeDialog
        open
        title={texts.runStartTitle}
        initial={{ time: booking.start.time, timezone: booking.start.timezone }}
        validate={(chosen) => validateDuplicateStart(chosen, window)}
        onSave={(chosen) => setStart(chosen)}
        onClose={close}
        closeOnSave={false}
        saveLabel={texts.next}
        key="start"
      />
    );
  }
  const end: ChosenTime = { time: booking.end.time, timezone: booking.end.timezone };
  return (
    <LazyDateTimeDialog
      open
      key="end"
      title={texts.runEndTitle}
      initial={end}
      validate={(chosen) => validateRunEnd({ value: chosen.time, timezone: chosen.timezone, other: start.time, space: window })}
      errorMessage={texts.duplicateError}
      onSave={async (chosen) => {
        const copy = await create.mutateAsync(
          duplicatePayload(
            booking,
            bookingTime(toEpochMs(start.time) ?? 0, start.timezone),
            bookingTime(toEpochMs(chosen.time) ?? 0, chosen.timezone),
          ),
        );
        onDuplicated(copy);
      }}
      onClose={close}
    />
  );
}
