import { queryKeys, type PortalApi } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';

/**
 * The booking's presenters (GET /presenters/all; 404 is already an empty list).
 * @example const { data: presenters } = usePresenterList({ bookingID: 'b1' });
 */
export function usePresenterList({ bookingID }: { bookingID: string }, api?: Pick<PortalApi, 'presenters'>) {
  const { presenters } = useBookingsApi(api);
  return useQuery({
    queryKey: queryKeys.presenters.list(bookingID),
    queryFn: ({ signal }) => presenters.list({ bookingID, signal }),
  });
}
