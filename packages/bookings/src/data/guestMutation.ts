import { queryKeys, type PortalApi } from '@greenroom/core';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';
import type { GuestKind } from './guestSlices';

/** Which person list of which booking a mutation changes. */
export interface GuestTarget {
  bookingID: string;
  kind: GuestKind;
}

/** The adapter slices a person mutation may call: the one of its kind must be there. */
export type GuestMutationApi = Partial<Pick<PortalApi, 'registrations' | 'presenters'>>;

/** The call for each kind, and what the answer does to the cached list. */
export interface GuestMutationCalls<T> {
  attendee: (registrations: PortalApi['registrations'], registrationID: string) => Promise<T>;
  presenter: (presenters: PortalApi['presenters'], registrationID: string) => Promise<T>;
  onSuccess: (cache: { client: QueryClient; key: QueryKey }, answer: T, registrationID: string) => void;
}

/**
 * A mutation on one person (by registrationID) of a booking's guest list or presenters: runs the
 * call of the target's kind, then hands the answer and that list's cache key to `onSuccess`.
 * @example
 * useGuestMutation({ bookingID: 'b1', kind: 'attendee' }, api, {
 *   attendee: (registrations, registrationID) => registrations.delete({ registrationID }),
 *   presenter: (presenters, registrationID) => presenters.delete({ bookingID: 'b1', registrationID }),
 *   onSuccess: ({ client, key }, _answer, registrationID) => removeFromList(client, key, registrationID, 'registrationID'),
 * });
 */
export function useGuestMutation<T>({ bookingID, kind }: GuestTarget, api: GuestMutationApi | undefined, calls: GuestMutationCalls<T>) {
  const slice = useBookingsApi(api);
  const client = useQueryClient();
  const key = kind === 'attendee' ? queryKeys.registrations.list(bookingID) : queryKeys.presenters.list(bookingID);
  return useMutation({
    mutationFn: (registrationID: string) =>
      kind === 'attendee' ? calls.attendee(slice.registrations!, registrationID) : calls.presenter(slice.presenters!, registrationID),
    onSuccess: (answer: T, registrationID) => calls.onSuccess({ client, key }, answer, registrationID),
  });
}
