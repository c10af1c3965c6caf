import { isOffered, type PortalApi } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';

/** The cache key of a booking's deliveries. @example emailDeliveriesKey('b1') */
export const emailDeliveriesKey = (bookingID: string) => ['emailTemplates', 'deliveries', bookingID] as const;

/**
 * A booking's template deliveries (GET /email-deliveries). `pollMs` reads them again while some
 * are still queued (a send in progress). Nothing is asked of a backend that does not offer the call.
 * @example const { data: deliveries } = useEmailDeliveryList({ bookingID: 'b1' }, api, 2000);
 */
export function useEmailDeliveryList({ bookingID }: { bookingID: string }, api?: Pick<PortalApi, 'emailTemplates'>, pollMs?: number) {
  const { emailTemplates } = useBookingsApi(api);
  return useQuery({
    queryKey: emailDeliveriesKey(bookingID),
    queryFn: ({ signal }) => emailTemplates.deliveries({ bookingID, signal }),
    enabled: isOffered(emailTemplates?.deliveries),
    refetchInterval: (query) => (pollMs && query.state.data?.some((d) => d.state === 'queued') ? pollMs : false),
  });
}
