import { queryKeys, type PortalApi } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';

/**
 * One full email template (GET /email-template).
 * @example const { data: template } = useEmailTemplate('t1');
 */
export function useEmailTemplate(emailTemplateID: string, api?: Pick<PortalApi, 'emailTemplates'>) {
  const { emailTemplates } = useBookingsApi(api);
  return useQuery({
    queryKey: queryKeys.emailTemplates.detail(emailTemplateID),
    queryFn: ({ signal }) => emailTemplates.get({ emailTemplateID, signal }),
  });
}
