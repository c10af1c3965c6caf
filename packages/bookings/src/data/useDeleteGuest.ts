import { removeFromList, type Registration } from '@greenroom/core';
import { refreshGuestCounts } from './bookingCache';
import { useGuestMutation, type GuestMutationApi, type GuestTarget } from './guestMutation';

/**
 * DELETE /registration or /presenter; the person leaves the cached list, and a deleted attendee
 * refreshes the booking's counts.
 * @example useDeleteGuest({ bookingID: 'b1', kind: 'presenter' }).mutateAsync('p1');
 */
export function useDeleteGuest(target: GuestTarget, api?: GuestMutationApi) {
  return useGuestMutation(target, api, {
    attendee: (registrations, registrationID) => registrations.delete({ registrationID }),
    presenter: (presenters, registrationID) => presenters.delete({ bookingID: target.bookingID, registrationID }),
    onSuccess: ({ client, key }, _answer, registrationID) => {
      removeFromList<Registration, 'registrationID'>(client, key, registrationID, 'registrationID');
      if (target.kind === 'attendee') void refreshGuestCounts(client, target.bookingID);
    },
  });
}
