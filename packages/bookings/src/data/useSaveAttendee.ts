import { queryKeys, upsertInList, type PortalApi, type Registration } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGuestCounts } from './bookingCache';
import { useBookingsApi } from './bookingsApi';
import type { PersonDraft } from './guestSlices';

/**
 * POST /registration (no registrationID) or PUT /registration; the saved attendee goes into the
 * cached guest list, and a new one refreshes the booking's counts.
 * @example useSaveAttendee({ bookingID: 'b1' }).mutateAsync({ draft, registrationID: 'r1' });
 */
export function useSaveAttendee({ bookingID }: { bookingID: string }, api?: Pick<PortalApi, 'registrations'>) {
  const { registrations } = useBookingsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, registrationID }: { draft: PersonDraft; registrationID?: string }) =>
      registrationID
        ? registrations.update({ ...draft, bookingID, registrationID })
        : registrations.create({ ...draft, bookingID }),
    onSuccess: (saved: Registration, { registrationID }) => {
      upsertInList(client, queryKeys.registrations.list(bookingID), saved, 'registrationID');
      if (!registrationID) void refreshGuestCounts(client, bookingID);
    },
  });
}
