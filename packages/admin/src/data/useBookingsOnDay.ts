import { bookingsOnDay, queryKeys, type Booking } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/** A booking of the overview with the name of its space. */
export interface OverviewBooking extends Booking {
  spaceName: string;
}

/**
 * Bookings Overview: every space's bookings (GET /spaces/all/admin, then GET /space/bookings/all
 * per space that has bookings), those on `day` newest first (core's `bookingsOnDay`).
 * @example const { data } = useBookingsOnDay({ day: '2026-11-21' });
 */
export function useBookingsOnDay({ day }: { day: string }, api?: AdminSlice) {
  const { spaces, bookings } = useAdminApi(api);
  const all = useQuery({
    queryKey: [...queryKeys.bookings.all, 'admin-overview'] as const,
    queryFn: async ({ signal }): Promise<OverviewBooking[]> => {
      const list = await spaces.list({ signal });
      const withBookings = list.filter((space) => Object.keys(space.bookings).length > 0);
      const perSpace = await Promise.all(
        withBookings.map(async (space) =>
          (await bookings.listForSpace({ spaceID: space.spaceID, signal })).map((booking) => ({ ...booking, spaceName: space.spaceName })),
        ),
      );
      return perSpace.flat();
    },
  });
  return { ...all, data: all.data ? bookingsOnDay(all.data, day) : undefined };
}
