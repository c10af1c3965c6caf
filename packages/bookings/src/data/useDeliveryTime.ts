import { guessTimezone } from '@greenroom/core';
import type { GuestListBooking } from './guestSlices';
import { useDateTimeFormat } from './useDateTimeFormat';

/**
 * How the people dialogs write when a mail was sent or tried: date, time and zone in the booking's
 * own timezone (a partner's booking summary without times: the viewer's zone).
 * @example const when = useDeliveryTime(booking); when(delivery.updatedAt) // '11/21/2026 9:00 AM CST'
 */
export function useDeliveryTime(booking: GuestListBooking & { start?: { timezone?: string } }): (at: number) => string {
  const format = useDateTimeFormat();
  const zone = booking.start?.timezone || guessTimezone();
  return (at) => format.dateTime(at, zone);
}
