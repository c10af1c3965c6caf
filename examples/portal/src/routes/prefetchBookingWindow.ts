import { isOffered, queryKeys, type Booking, type PortalApi } from '@greenroom/core';
import { keepFresh, prefetchUsage, type SpaceWindowServices } from './prefetchSpaceWindow';

/** What the booking window's prefetch needs from PortalProvider. */
export interface BookingWindowServices {
  api: SpaceWindowServices['api'] & Pick<PortalApi, 'calendars' | 'emailTemplates' | 'registrations'>;
  queryClient: SpaceWindowServices['queryClient'];
}

/**
 * The cache key of a booking's template deliveries: the same as `emailDeliveriesKey` of
 * @greenroom/bookings (prefetchBookingWindow.test.ts checks it), written out so that the entry
 * chunk does not import the bookings package.
 */
export const deliveriesKey = (bookingID: string) => ['emailTemplates', 'deliveries', bookingID] as const;

/**
 * What a booking link's window asks for once the booking is known (issue 31): its space, the
 * space's usage and calendars, and the booking's template deliveries (the Guest List tab), all
 * side by side under the keys the window's own queries use. The projects need only the producer:
 * start them with prefetchProjects before the booking arrives.
 * @example fetchLinkedRecord(...).then((record) => record.status === 'booking' && prefetchBookingWindow(services, record.booking, producerID));
 */
export function prefetchBookingWindow(services: BookingWindowServices, booking: Booking, producerID: string): void {
  const { api, queryClient } = services;
  const { spaceID, bookingID } = booking;
  // The booking itself has just arrived (the linked-record fetch): the editor takes it as it is.
  keepFresh(queryClient, queryKeys.bookings.detail(bookingID));
  keepFresh(queryClient, queryKeys.spaces.detail(spaceID));
  void queryClient.prefetchQuery({
    queryKey: queryKeys.spaces.detail(spaceID),
    queryFn: ({ signal }) => api.spaces.get({ spaceID, producerID, signal }),
  });
  prefetchUsage(services, spaceID);
  keepFresh(queryClient, queryKeys.calendars.list(spaceID));
  void queryClient.prefetchQuery({
    queryKey: queryKeys.calendars.list(spaceID),
    queryFn: ({ signal }) => api.calendars.list({ spaceID, signal }),
  });
  if (isOffered(api.emailTemplates?.deliveries)) {
    keepFresh(queryClient, deliveriesKey(bookingID));
    void queryClient.prefetchQuery({
      queryKey: deliveriesKey(bookingID),
      queryFn: ({ signal }) => api.emailTemplates.deliveries({ bookingID, signal }),
    });
  }
}

/**
 * What a booking link's window asks for that needs only the booking's id, started beside the
 * booking itself: its usage (as the editor's query keeps it: the seconds, 0 on failure) and its
 * guest list (the Guest List tab).
 * @example prefetchBookingByID(services, 'b-1');
 */
export function prefetchBookingByID({ api, queryClient }: Pick<BookingWindowServices, 'queryClient'> & { api: Pick<PortalApi, 'bookings' | 'registrations'> }, bookingID: string): void {
  keepFresh(queryClient, queryKeys.bookings.usage(bookingID));
  void queryClient.prefetchQuery({
    queryKey: queryKeys.bookings.usage(bookingID),
    queryFn: ({ signal }) =>
      api.bookings.usage({ bookingID, signal }).then(
        (usage) => usage.usageSeconds,
        () => 0,
      ),
  });
  keepFresh(queryClient, queryKeys.registrations.list(bookingID));
  void queryClient.prefetchQuery({
    queryKey: queryKeys.registrations.list(bookingID),
    queryFn: ({ signal }) => api.registrations.listAttendees({ bookingID, signal }),
  });
}
