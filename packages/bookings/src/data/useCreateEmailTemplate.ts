import { queryKeys, type PortalApi } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';

/**
 * POST /email-template; the booking is read again (its template list changed).
 * @example useCreateEmailTemplate('b1').mutate(' Reminder ');
 */
export function useCreateEmailTemplate(bookingID: string, api?: Pick<PortalApi, 'emailTemplates'>) {
  const { emailTemplates } = useBookingsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emailTemplateName: string) => emailTemplates.create({ bookingID, emailTemplateName }),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.bookings.detail(bookingID) }),
  });
}
