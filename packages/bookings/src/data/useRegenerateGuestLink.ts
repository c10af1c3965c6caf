import { upsertInList, type Registration } from '@greenroom/core';
import { useGuestMutation, type GuestMutationApi, type GuestTarget } from './guestMutation';

/**
 * PUT /registration/login/regenerate or /presenter/login/regenerate: the new login code replaces
 * the cached one (the old link, and a presenter's bridge link, stop working).
 * @example const code = await useRegenerateGuestLink({ bookingID: 'b1', kind: 'attendee' }).mutateAsync('r1');
 */
export function useRegenerateGuestLink(target: GuestTarget, api?: GuestMutationApi) {
  return useGuestMutation(target, api, {
    attendee: (registrations, registrationID) => registrations.regenerateLogin({ registrationID }),
    presenter: (presenters, registrationID) => presenters.regenerateLogin({ registrationID }),
    onSuccess: ({ client, key }, loginCode, registrationID) => {
      const found = client.getQueryData<Registration[]>(key)?.find((person) => person.registrationID === registrationID);
      if (found) upsertInList(client, key, { ...found, loginCode }, 'registrationID');
    },
  });
}
