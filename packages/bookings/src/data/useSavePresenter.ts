import { queryKeys, upsertInList, type PortalApi, type Presenter, type PresenterPermissions } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';
import type { PersonDraft } from './guestSlices';

/** What PUT /presenter takes besides the person: the permissions and Bridge Access. */
export interface PresenterExtras {
  permissions: PresenterPermissions;
  bridgeAccess: boolean;
}

/**
 * POST /presenter (no registrationID) or PUT /presenter with permissions and Bridge Access; the
 * saved presenter goes into the cached list.
 * @example useSavePresenter({ bookingID: 'b1' }).mutateAsync({ draft, registrationID: 'p1', extras });
 */
export function useSavePresenter({ bookingID }: { bookingID: string }, api?: Pick<PortalApi, 'presenters'>) {
  const { presenters } = useBookingsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, registrationID, extras }: { draft: PersonDraft; registrationID?: string; extras?: PresenterExtras }) =>
      registrationID && extras
        ? presenters.update({ ...draft, ...extras, bookingID, registrationID })
        : presenters.create({ ...draft, bookingID }),
    onSuccess: (saved: Presenter) => upsertInList(client, queryKeys.presenters.list(bookingID), saved, 'registrationID'),
  });
}
