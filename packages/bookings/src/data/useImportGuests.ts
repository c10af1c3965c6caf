import { queryKeys, type PortalApi, type RegistrationRow } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGuestCounts } from './bookingCache';
import { useBookingsApi } from './bookingsApi';

/**
 * The guest import on the server's own rules: POST /registrations/bulk with updateByEmail, as a
 * dry run (the preview) or for real (one transaction). A commit refetches the guest list and the
 * booking's counts.
 * @example const preview = await useImportGuests({ bookingID: 'b1' }).mutateAsync({ rows, dryRun: true });
 */
export function useImportGuests({ bookingID }: { bookingID: string }, api?: Pick<PortalApi, 'registrations'>) {
  const { registrations } = useBookingsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, dryRun }: { rows: RegistrationRow[]; dryRun: boolean }) =>
      registrations.bulkCreate({ bookingID, rows, dryRun, updateByEmail: true }),
    onSuccess: (answer, { dryRun }) => {
      if (answer.ok && !dryRun) {
        return Promise.all([client.invalidateQueries({ queryKey: queryKeys.registrations.list(bookingID) }), refreshGuestCounts(client, bookingID)]);
      }
    },
  });
}
