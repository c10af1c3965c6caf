import { queryKeys, removeDetail, type PortalApi } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';

/**
 * DELETE /email-template; the template leaves the cache and the booking is read again.
 * @example useDeleteEmailTemplate('b1').mutate('t1');
 */
export function useDeleteEmailTemplate(bookingID: string, api?: Pick<PortalApi, 'emailTemplates'>) {
  const { emailTemplates } = useBookingsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emailTemplateID: string) => emailTemplates.delete({ emailTemplateID, bookingID }).then(() => emailTemplateID),
    onSuccess: (emailTemplateID) => {
      removeDetail(client, queryKeys.emailTemplates.detail(emailTemplateID));
      return client.invalidateQueries({ queryKey: queryKeys.bookings.detail(bookingID) });
    },
  });
}
