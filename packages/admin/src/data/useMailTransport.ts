import { queryKeys } from '@greenroom/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * Where the backend's mail goes: an SMTP server, the outbox, or nowhere (GET /mail-transport/admin).
 * @example const { data: transport } = useMailTransport(); // { kind: 'smtp', server: 'mail.example.com:587' }
 */
export function useMailTransport(api?: AdminSlice) {
  const { maintenance } = useAdminApi(api);
  return useQuery({
    queryKey: [...queryKeys.maintenance.all, 'mail-transport'] as const,
    queryFn: ({ signal }) => maintenance.mailTransport({ signal }),
  });
}
