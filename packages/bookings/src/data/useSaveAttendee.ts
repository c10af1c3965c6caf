import { queryKeys, upsertInList, type PortalApi, type Registration } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGuestCounts } from './bookingCache';
import { useBookingsApi } from './bookingsApi';
import type { PersonDraft } from './guestSlices';
import { useStaleRecord } from './staleRecord';

/**
 * POST /registration (no registrationID) or PUT /registration with the `version` the form was
 * opened at; the saved attendee (at its new version) goes into the cached guest list, and a new
 * one refreshes the booking's counts. A 412 (someone else saved the guest first) alerts core's
 * stale-record text and reads the guest list again.
 * @example useSaveAttendee({ bookingID: 'b1' }).mutateAsync({ draft, registrationID: 'r1', version: 2 });
 */
export function useSaveAttendee({ bookingID }: { bookingID: string }, api?: Pick<PortalApi, 'registrations'>) {
  const { registrations } = useBookingsApi(api);
  const client = useQueryClient();
  const onStale = useStaleRecord();
  const key = queryKeys.registrations.list(bookingID);
  return useMutation({
    mutationFn: ({ draft, registrationID, version }: { draft: PersonDraft; registrationID?: string; version?: number }) =>
      registrationID
        ? registrations.update({ ...draft, bookingID, registrationID, version })
        : registrations.create({ ...draft, bookingID }),
    onSuccess: (saved: Registration, { registrationID }) => {
      upsertInList(client, key, saved, 'registrationID');
      if (!registrationID) void refreshGuestCounts(client, bookingID);
    },
    onError: (error) => onStale(error, key),
  });
}
