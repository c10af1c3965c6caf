import { isHttpStatus, queryKeys, useAlert, useAuth, useTexts, type Booking, type PortalApi } from '@greenroom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mainTextTable } from '../textTables/main';
import { forgetBooking, storeBooking } from './bookingCache';
import { useBookingsApi } from './bookingsApi';

type BookingsSlice = Pick<PortalApi, 'bookings'>;

/**
 * True for the answer to a PUT that carried a stale version (someone else saved first).
 * @example if (isStaleBooking(error)) closeDialog();
 */
export function isStaleBooking(error: unknown): boolean {
  return isHttpStatus(error, 412);
}

/**
 * The bookings of a space (GET /space/bookings/all; 404 is already an empty list).
 * @example const { data, isPending, isError } = useBookingList('s1');
 */
export function useBookingList(spaceID: string, api?: BookingsSlice) {
  const { bookings } = useBookingsApi(api);
  return useQuery({
    queryKey: queryKeys.bookings.list(spaceID),
    queryFn: ({ signal }) => bookings.listForSpace({ spaceID, signal }),
  });
}

/**
 * One booking (GET /booking); `initial` (a booking the caller already has) seeds the cache so
 * a panel embedded on its own can save at once. Otherwise asked again on every mount, except a
 * booking a host has just fetched and marked fresh until `meta.freshUntil` (a query default, epoch ms).
 * @example const { data } = useBooking('b1');
 */
export function useBooking(bookingID: string, api?: BookingsSlice, initial?: Booking) {
  const { bookings } = useBookingsApi(api);
  return useQuery<Booking>({
    queryKey: queryKeys.bookings.detail(bookingID),
    queryFn: ({ signal }) => bookings.get({ bookingID, signal }),
    initialData: initial,
    // A booking the host has just fetched (a link's, marked fresh with `meta.freshUntil`) is not asked again on mount.
    staleTime: initial ? 30_000 : (query) => (Number(query.options.meta?.freshUntil) > Date.now() ? Infinity : 0),
  });
}

/** A change of a booking: the fields to set, computed from the booking as last read. */
export type BookingChange = (current: Booking) => Partial<Booking>;

/**
 * PUT /booking with the whole booking as last read (so carrying its version) plus the change.
 * The answer replaces the cached booking. A 412 (someone else saved first) overwrites nothing:
 * the producer is told the booking changed elsewhere and the booking is read again.
 * @example
 * const update = useUpdateBooking('b1');
 * update.mutate((booking) => ({ capacity: 40 }));
 */
export function useUpdateBooking(bookingID: string, api?: BookingsSlice) {
  const { bookings } = useBookingsApi(api);
  const client = useQueryClient();
  const alert = useAlert();
  const texts = useTexts(mainTextTable);
  return useMutation({
    mutationFn: (change: BookingChange) => {
      const current = client.getQueryData<Booking>(queryKeys.bookings.detail(bookingID));
      if (!current) return Promise.reject(new Error(`Booking ${bookingID} is not loaded`));
      return bookings.update({ booking: { ...current, ...change(current) } });
    },
    onSuccess: (booking) => storeBooking(client, booking),
    onError: (error) => {
      if (!isStaleBooking(error)) return;
      alert(texts.staleBooking);
      void client.invalidateQueries({ queryKey: queryKeys.bookings.detail(bookingID) });
    },
  });
}

/**
 * DELETE /booking; the booking leaves the cache.
 * @example useDeleteBooking().mutateAsync(booking);
 */
export function useDeleteBooking(api?: BookingsSlice) {
  const { bookings } = useBookingsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (booking: Pick<Booking, 'bookingID' | 'spaceID'>) =>
      bookings.delete({ spaceID: booking.spaceID, bookingID: booking.bookingID }),
    onSuccess: (_answer, booking) => forgetBooking(client, booking),
  });
}

/**
 * GET /booking/usage; a failure shows as 0 (docs/reference/bookings.md §8), so it never throws.
 * @example const { data: seconds, refetch, isFetching } = useBookingUsage('b1');
 */
export function useBookingUsage(bookingID: string, api?: BookingsSlice) {
  const { bookings } = useBookingsApi(api);
  return useQuery({
    queryKey: queryKeys.bookings.usage(bookingID),
    queryFn: ({ signal }) =>
      bookings.usage({ bookingID, signal }).then(
        (usage) => usage.usageSeconds,
        () => 0,
      ),
  });
}

/** Which login code a regenerate call replaces. */
export type RegeneratedLink = 'publicAppLoginCode' | 'mobileHybridLoginCode';

/**
 * PUT /booking/public/regenerate or /booking/mobile-hybrid/regenerate (with `create: true` for a
 * booking that has no mobile-hybrid code yet); the new code replaces the cached one.
 * @example useRegenerateLink('b1').mutate({ link: 'publicAppLoginCode' });
 */
export function useRegenerateLink(bookingID: string, api?: BookingsSlice) {
  const { bookings } = useBookingsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ link, create }: { link: RegeneratedLink; create?: boolean }) =>
      link === 'publicAppLoginCode'
        ? bookings.regeneratePublicCode({ bookingID })
        : bookings.regenerateMobileHybridCode(create ? { bookingID, create: true } : { bookingID }),
    onSuccess: (code, { link }) => {
      client.setQueryData<Booking>(queryKeys.bookings.detail(bookingID), (booking) =>
        booking ? { ...booking, [link]: code } : booking,
      );
    },
  });
}

/**
 * GET /booking/questions, fetched on demand (the Q&A CSV download).
 * @example const questions = await fetchQuestions();
 */
export function useFetchQuestions(bookingID: string, api?: BookingsSlice) {
  const { bookings } = useBookingsApi(api);
  const client = useQueryClient();
  return () =>
    client.fetchQuery({
      queryKey: queryKeys.bookings.questions(bookingID),
      queryFn: ({ signal }) => bookings.questions({ bookingID, signal }),
      staleTime: 0,
    });
}

/**
 * The open/close window of a space (GET /space, shared with the space window's cache entry).
 * @example const window = useSpaceWindow('s1').data; // { start, end }
 */
export function useSpaceWindow(spaceID: string, api?: Pick<PortalApi, 'spaces'>) {
  const { spaces } = useBookingsApi(api);
  const auth = useAuth();
  return useQuery({
    queryKey: queryKeys.spaces.detail(spaceID),
    queryFn: async ({ signal }) => {
      const session = await auth.getSession();
      return spaces.get({ spaceID, producerID: session?.producerID ?? '', signal });
    },
    select: (space) => ({ start: space.startDate.date, end: space.endDate.date }),
  });
}

/**
 * The calendars of a space (GET /calendars), for Add to Calendar.
 * @example const { data } = useSpaceCalendars('s1');
 */
export function useSpaceCalendars(spaceID: string, api?: Pick<PortalApi, 'calendars'>) {
  const { calendars } = useBookingsApi(api);
  return useQuery({
    queryKey: queryKeys.calendars.list(spaceID),
    queryFn: ({ signal }) => calendars.list({ spaceID, signal }),
  });
}
