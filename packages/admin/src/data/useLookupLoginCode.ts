import { useMutation } from '@tanstack/react-query';
import type { AdminSlice } from '../types';
import { useAdminApi } from './useAdminApi';

/**
 * GET /login-admin?loginCode (trimmed) → the booking the code leads to. A lookup on demand, so a mutation.
 * @example useLookupLoginCode().mutate('demo-public-1', { onSuccess: ({ bookingID }) => … });
 */
export function useLookupLoginCode(api?: AdminSlice) {
  const { maintenance } = useAdminApi(api);
  return useMutation({ mutationFn: (loginCode: string) => maintenance.lookupLoginCode({ loginCode: loginCode.trim() }) });
}
