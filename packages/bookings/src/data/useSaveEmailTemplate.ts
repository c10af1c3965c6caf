import { queryKeys, setDetail, type EmailTemplate, type PortalApi } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';

/** The editable fields of a template. */
export interface TemplateDraft {
  subject: string;
  from: string;
  replyTo: string;
  body: string;
  html: boolean;
}

/**
 * PUT /email-template; the saved template replaces the cached one and the booking is read again
 * (its HTML flag shows in the list).
 * @example useSaveEmailTemplate(template, 'b1').mutate({ subject, from, replyTo, body, html });
 */
export function useSaveEmailTemplate(template: EmailTemplate, bookingID: string, api?: Pick<PortalApi, 'emailTemplates'>) {
  const { emailTemplates } = useBookingsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: TemplateDraft) =>
      emailTemplates.update({ bookingID, emailTemplateID: template.emailTemplateID, system: template.system, ...draft }),
    onSuccess: (saved) => {
      setDetail(client, queryKeys.emailTemplates.detail(saved.emailTemplateID), saved);
      return client.invalidateQueries({ queryKey: queryKeys.bookings.detail(bookingID) });
    },
  });
}
