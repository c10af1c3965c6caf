import { openAttendance, queryKeys, type AttendanceRecord, type Booking } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/** A booking and its attendance records without an exit time. */
export interface OpenAttendance {
  booking: Booking;
  open: AttendanceRecord[];
}

/**
 * Usage repair: GET /booking, then GET /attendees/list of its space, keeping the open records.
 * Off while `bookingID` is null.
 * @example const { data } = useOpenAttendance({ bookingID: 'booking-1' });
 */
export function useOpenAttendance({ bookingID }: { bookingID: string | null }, api?: AdminSlice) {
  const { bookings, attendance } = useAdminApi(api);
  return useQuery({
    queryKey: [...queryKeys.attendance.list(bookingID ?? ''), 'open'] as const,
    enabled: bookingID !== null,
    queryFn: async ({ signal }): Promise<OpenAttendance> => {
      const booking = await bookings.get({ bookingID: bookingID ?? '', signal });
      const records = await attendance.list({ bookingID: booking.bookingID, spaceID: booking.spaceID, signal });
      return { booking, open: openAttendance(records) };
    },
  });
}
