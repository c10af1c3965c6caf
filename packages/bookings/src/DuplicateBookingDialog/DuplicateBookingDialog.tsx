import { bookingTime, duplicatePayload, toEpochMs, toIsoSeconds, validateDuplicateStart, validateRunEnd, type Booking, type PortalApi, useTexts } from '@greenroom/core';
import { useState } from 'react';
import type { ChosenTime } from '../DateTimeDialog/DateTimeDialog';
import { LazyDateTimeDialog } from '../DateTimeDialog/LazyDateTimeDialog';
import { useSpaceWindow } from '../data/bookingQueries';
import { useCreateBooking } from '../data/useCreateBooking';
import { mainTextTable } from '../textTables/main';

export interface DuplicateBookingDialogProps {
  open: boolean;
  booking: Booking;
  onClose: () => void;
  /** The copy, as the server answered it. */
  onDuplicated: (copy: Booking) => void;
  api?: Pick<PortalApi, 'bookings' | 'spaces'>;
}

/** How long a booking runs, in ms (0 when a time is unreadable). */
function runLength(booking: Booking): number {
  return Math.max(0, (toEpochMs(booking.end.time) ?? 0) - (toEpochMs(booking.start.time) ?? 0));
}

/**
 * Duplicate a booking into new run times: 'Set Run Start Date / Time' then 'Set Run End Date /
 * Time', which opens on the chosen start plus the original's length, in the chosen start's zone
 * (timezone required, both inside the space's open/close window, the end after the chosen new
 * start), then POST /booking with the copy. A refusal naming a time shows at the end's date.
 * @example
 * <DuplicateBookingDialog open booking={booking} onClose={close} onDuplicated={(copy) => open(copy.bookingID)} />
 */
export function DuplicateBookingDialog({ open, booking, onClose, onDuplicated, api }: DuplicateBookingDialogProps) {
  const texts = useTexts(mainTextTable);
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
  const startMs = toEpochMs(start.time);
  const end: ChosenTime =
    startMs === null ? { time: booking.end.time, timezone: booking.end.timezone } : { time: toIsoSeconds(startMs + runLength(booking)), timezone: start.timezone };
  return (
    <LazyDateTimeDialog
      open
      key="end"
      title={texts.runEndTitle}
      initial={end}
      validate={(chosen) => validateRunEnd({ value: chosen.time, timezone: chosen.timezone, other: start.time, space: window })}
      errorMessage={texts.duplicateError}
      fieldKeys={['end', 'start', 'doorsClosed', 'doorsOpen']}
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
