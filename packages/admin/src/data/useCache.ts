import { queryKeys } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * A booking's cache (GET /cache/admin); off while `bookingID` is null, always fetched fresh.
 * @example const { data } = useCache({ bookingID: 'booking-1' });
 */
export function useCache({ bookingID }: { bookingID: string | null }, api?: AdminSlice) {
  const { maintenance } = useAdminApi(api);
  return useQuery({
    queryKey: queryKeys.maintenance.cache(bookingID ?? ''),
    enabled: bookingID !== null,
    staleTime: 0,
    queryFn: ({ signal }) => maintenance.getCache({ bookingID: bookingID ?? '', signal }),
  });
}
