import { queryKeys, upsertInList, type PortalApi, type Presenter, type PresenterPermissions } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';
import type { PersonDraft } from './guestSlices';
import { useStaleRecord } from './staleRecord';

/** What PUT /presenter takes besides the person: the permissions and Bridge Access. */
export interface PresenterExtras {
  permissions: PresenterPermissions;
  bridgeAccess: boolean;
}

/**
 * POST /presenter (no registrationID) or PUT /presenter with permissions, Bridge Access and the
 * `version` the form was opened at; the saved presenter (at its new version) goes into the cached
 * list. A 412 (someone else saved the presenter first) alerts core's stale-record text and reads
 * the presenters again.
 * @example useSavePresenter({ bookingID: 'b1' }).mutateAsync({ draft, registrationID: 'p1', extras, version: 2 });
 */
export function useSavePresenter({ bookingID }: { bookingID: string }, api?: Pick<PortalApi, 'presenters'>) {
  const { presenters } = useBookingsApi(api);
  const client = useQueryClient();
  const onStale = useStaleRecord();
  const key = queryKeys.presenters.list(bookingID);
  return useMutation({
    mutationFn: ({ draft, registrationID, extras, version }: { draft: PersonDraft; registrationID?: string; extras?: PresenterExtras; version?: number }) =>
      registrationID && extras
        ? presenters.update({ ...draft, ...extras, bookingID, registrationID, version })
        : presenters.create({ ...draft, bookingID }),
    onSuccess: (saved: Presenter) => upsertInList(client, key, saved, 'registrationID'),
    onError: (error) => onStale(error, key),
  });
}
