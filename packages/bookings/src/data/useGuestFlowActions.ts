import { queryKeys, type PortalApi, type Registration, type RegistrationDecision } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshGuestCounts } from './bookingCache';
import { useBookingsApi } from './bookingsApi';
import { emailDeliveriesKey } from './useEmailDeliveryList';

/** The registrations calls of the guest flow; both optional (a backend without them leaves them out). */
export type GuestFlowApi = Pick<PortalApi, 'registrations'>;

/**
 * After a decision or a promotion: the guest list, the booking's counts, its deliveries (each guest
 * was mailed the outcome) and the booking itself (the outcome's template may be new) are read again.
 */
function useRefreshGuests(bookingID: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.registrations.list(bookingID) }),
      client.invalidateQueries({ queryKey: emailDeliveriesKey(bookingID) }),
      client.invalidateQueries({ queryKey: queryKeys.bookings.detail(bookingID) }),
      refreshGuestCounts(client, bookingID),
    ]).then(() => undefined);
}

/**
 * PUT /registrations/decision: approve or deny pending registrations, all or none; then the list and
 * counts are read again. Only call when `registrations.decide` is offered.
 * @example useDecideRegistrations('b1').mutateAsync({ registrationIDs: ['r1'], decision: 'deny', message: 'Sorry' });
 */
export function useDecideRegistrations(bookingID: string, api?: GuestFlowApi) {
  const { registrations } = useBookingsApi(api);
  const refresh = useRefreshGuests(bookingID);
  return useMutation({
    mutationFn: (decision: Omit<RegistrationDecision, 'bookingID'>): Promise<Registration[]> => registrations.decide!({ bookingID, ...decision }),
    onSuccess: refresh,
  });
}

/**
 * POST /registrations/promote: offer a waitlisted guest a place by hand; then the list and counts
 * are read again. Only call when `registrations.promote` is offered.
 * @example usePromoteRegistration('b1').mutateAsync('r7');
 */
export function usePromoteRegistration(bookingID: string, api?: GuestFlowApi) {
  const { registrations } = useBookingsApi(api);
  const refresh = useRefreshGuests(bookingID);
  return useMutation({
    mutationFn: (registrationID: string): Promise<Registration> => registrations.promote!({ bookingID, registrationID }),
    onSuccess: refresh,
  });
}
