import { queryKeys, upsertInList, type PortalApi, type Registration } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';
import type { GuestKind } from './guestSlices';

/**
 * PUT /registration/login/regenerate or /presenter/login/regenerate: the new login code replaces
 * the cached one (the old link, and a presenter's bridge link, stop working).
 * @example const code = await useRegenerateGuestLink({ bookingID: 'b1', kind: 'attendee' }).mutateAsync('r1');
 */
export function useRegenerateGuestLink(
  { bookingID, kind }: { bookingID: string; kind: GuestKind },
  api?: Partial<Pick<PortalApi, 'registrations' | 'presenters'>>,
) {
  const slice = useBookingsApi(api);
  const client = useQueryClient();
  const key = kind === 'attendee' ? queryKeys.registrations.list(bookingID) : queryKeys.presenters.list(bookingID);
  return useMutation({
    mutationFn: (registrationID: string) =>
      kind === 'attendee' ? slice.registrations!.regenerateLogin({ registrationID }) : slice.presenters!.regenerateLogin({ registrationID }),
    onSuccess: (loginCode, registrationID) => {
      const found = client.getQueryData<Registration[]>(key)?.find((person) => person.registrationID === registrationID);
      if (found) upsertInList(client, key, { ...found, loginCode }, 'registrationID');
    },
  });
}

