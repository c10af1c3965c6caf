import { queryKeys, type PortalApi } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';

/** How often the attendance refreshes by itself while the event runs. */
export const ATTENDANCE_POLL_MS = 15_000;

/**
 * The attendance records of a booking (GET /attendees/list; 404 is already an empty list). With
 * `live` the list refreshes every {@link ATTENDANCE_POLL_MS}; TanStack Query skips the refresh
 * while the document is hidden and refreshes when it shows again.
 * @example const { data, refetch } = useAttendanceList({ bookingID: 'b1', spaceID: 's1', live: true });
 */
export function useAttendanceList(
  { bookingID, spaceID, live = false }: { bookingID: string; spaceID: string; live?: boolean },
  api?: Pick<PortalApi, 'attendance'>,
) {
  const { attendance } = useBookingsApi(api);
  return useQuery({
    queryKey: queryKeys.attendance.list(bookingID),
    queryFn: ({ signal }) => attendance.list({ bookingID, spaceID, signal }),
    refetchInterval: live ? ATTENDANCE_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}
