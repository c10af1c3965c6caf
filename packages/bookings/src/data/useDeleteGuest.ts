import { queryKeys, removeFromList, type PortalApi, type Registration } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';
import type { GuestKind } from './guestSlices';

/**
 * DELETE /registration or /presenter; the person leaves the cached list.
 * @example useDeleteGuest({ bookingID: 'b1', kind: 'presenter' }).mutateAsync('p1');
 */
export function useDeleteGuest(
  { bookingID, kind }: { bookingID: string; kind: GuestKind },
  api?: Partial<Pick<PortalApi, 'registrations' | 'presenters'>>,
) {
  const slice = useBookingsApi(api);
  const client = useQueryClient();
  const key = kind === 'attendee' ? queryKeys.registrations.list(bookingID) : queryKeys.presenters.list(bookingID);
  return useMutation({
    mutationFn: (registrationID: string) =>
      kind === 'attendee' ? slice.registrations!.delete({ registrationID }) : slice.presenters!.delete({ bookingID, registrationID }),
    onSuccess: (_answer, registrationID) => removeFromList<Registration, 'registrationID'>(client, key, registrationID, 'registrationID'),
  });
}
