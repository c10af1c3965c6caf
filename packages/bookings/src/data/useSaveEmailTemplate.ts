import { queryKeys, setDetail, type EmailTemplate, type PortalApi } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';
import { useStaleRecord } from './staleRecord';

/** The editable fields of a template. */
export interface TemplateDraft {
  subject: string;
  from: string;
  replyTo: string;
  body: string;
  html: boolean;
}

/**
 * PUT /email-template with the `version` of `template` (the template as the form read it); the
 * saved template (at its new version) replaces the cached one and the booking is read again (its
 * HTML flag shows in the list). A 412 (someone else saved the template first) alerts core's
 * stale-record text and reads the template again.
 * @example useSaveEmailTemplate(template, 'b1').mutate({ subject, from, replyTo, body, html });
 */
export function useSaveEmailTemplate(template: EmailTemplate, bookingID: string, api?: Pick<PortalApi, 'emailTemplates'>) {
  const { emailTemplates } = useBookingsApi(api);
  const client = useQueryClient();
  const onStale = useStaleRecord();
  return useMutation({
    mutationFn: (draft: TemplateDraft) =>
      emailTemplates.update({ bookingID, emailTemplateID: template.emailTemplateID, system: template.system, ...draft, version: template.version }),
    onSuccess: (saved) => {
      setDetail(client, queryKeys.emailTemplates.detail(saved.emailTemplateID), saved);
      return client.invalidateQueries({ queryKey: queryKeys.bookings.detail(bookingID) });
    },
    onError: (error) => onStale(error, queryKeys.emailTemplates.detail(template.emailTemplateID)),
  });
}
