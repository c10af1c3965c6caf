import { queryKeys } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * PUT /booking/usage/repair {attendees, endTime, bookingID}; the booking's attendance is refetched.
 * @example useRepairUsage().mutate({ bookingID: 'booking-1', attendees: ['a1'], endTime: '2026-11-21T17:00:00Z' });
 */
export function useRepairUsage(api?: AdminSlice) {
  const { attendance } = useAdminApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { bookingID: string; attendees: string[]; endTime: string }) => attendance.repairUsage(body),
    onSuccess: (_answer, { bookingID }) => client.invalidateQueries({ queryKey: queryKeys.attendance.list(bookingID) }),
  });
}
