import { inviteTemplateID, queryKeys, type Booking, type PortalApi } from '@greenroom/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';
import type { GuestKind } from './guestSlices';
import { emailDeliveriesKey } from './useEmailDeliveryList';

/**
 * Resend one person's invite: POST /email-parse-request with the booking's 'Attendee Invite Link'
 * (or 'Presenter Invite Link') template and this one registration. Afterwards the booking's
 * deliveries and the person's list (its `emails`) are read again, so the Emails column and the
 * manage dialog show the new state.
 * @example useSendInvite(booking, 'attendee').mutateAsync('r1');
 */
export function useSendInvite(booking: Pick<Booking, 'bookingID'> & Partial<Pick<Booking, 'spaceID' | 'emailTemplates'>>, kind: GuestKind, api?: Pick<PortalApi, 'emailTemplates'>) {
  const { emailTemplates } = useBookingsApi(api);
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (registrationID: string) => {
      const emailTemplateID = inviteTemplateID({ emailTemplates: booking.emailTemplates ?? {} }, kind);
      if (!emailTemplateID) throw new Error(`The booking has no ${kind} invite template`);
      return emailTemplates.send({ bookingID: booking.bookingID, spaceID: booking.spaceID ?? '', emailTemplateID, toSend: [registrationID] });
    },
    onSuccess: () => {
      const list = kind === 'attendee' ? queryKeys.registrations.list(booking.bookingID) : queryKeys.presenters.list(booking.bookingID);
      void client.invalidateQueries({ queryKey: emailDeliveriesKey(booking.bookingID) });
      void client.invalidateQueries({ queryKey: list });
    },
  });
}
