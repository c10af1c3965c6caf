import type { Booking, PortalApi, Registration } from '@greenroom/core';
import { useMemo } from 'react';
import { deliveriesByPerson } from './personDeliveries';
import { useEmailDeliveryList } from './useEmailDeliveryList';

/**
 * The Emails cell of each person of a list: one deliveries call per booking (shared by the guest
 * and presenter lists and the Send dialog), grouped per person once per answer, never per row;
 * read again every `pollMs` while some still wait for the mail server.
 * @example const emails = useDeliveriesByPerson(booking, guests, api); emails.byPerson.get('r1')?.sent
 */
export function useDeliveriesByPerson(booking: Pick<Booking, 'bookingID'> & Partial<Pick<Booking, 'emailTemplates'>>, people: readonly Registration[] | undefined, api?: Pick<PortalApi, 'emailTemplates'>, pollMs = 5000) {
  const list = useEmailDeliveryList({ bookingID: booking.bookingID }, api, pollMs);
  const byPerson = useMemo(
    () => deliveriesByPerson(people ?? [], booking.emailTemplates ?? {}, list.data ?? []),
    [people, booking.emailTemplates, list.data],
  );
  return { byPerson, isError: list.isError };
}
