import { queryKeys, type Booking, type PortalApi } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';
import { emailDeliveriesKey } from './useEmailDeliveryList';

/**
 * POST /email-parse-request with the chosen registrations: answers at once with who was queued;
 * the deliveries and both people lists (their `emails`) are read again.
 * @example useSendEmail(booking).mutate({ emailTemplateID: 't1', toSend: ['r1', 'p2'] });
 */
export function useSendEmail(booking: Booking, api?: Pick<PortalApi, 'emailTemplates'>) {
  const { emailTemplates } = useBookingsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ emailTemplateID, toSend }: { emailTemplateID: string; toSend: string[] }) =>
      emailTemplates.send({ bookingID: booking.bookingID, spaceID: booking.spaceID, emailTemplateID, toSend }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: emailDeliveriesKey(booking.bookingID) }),
        client.invalidateQueries({ queryKey: queryKeys.registrations.list(booking.bookingID) }),
        client.invalidateQueries({ queryKey: queryKeys.presenters.list(booking.bookingID) }),
      ]),
  });
}
