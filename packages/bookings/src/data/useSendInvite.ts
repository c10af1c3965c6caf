import { inviteTemplateID, type Booking, type PortalApi } from '@greenroom/core';
import { useMutation } from '@tanstack/react-query';
import { useBookingsApi } from './bookingsApi';
import type { GuestKind } from './guestSlices';

/**
 * Resend one person's invite: POST /email-parse-request with the booking's 'Attendee Invite Link'
 * (or 'Presenter Invite Link') template and this one registration.
 * @example useSendInvite(booking, 'attendee').mutateAsync('r1');
 */
export function useSendInvite(booking: Pick<Booking, 'bookingID'> & Partial<Pick<Booking, 'spaceID' | 'emailTemplates'>>, kind: GuestKind, api?: Pick<PortalApi, 'emailTemplates'>) {
  const { emailTemplates } = useBookingsApi(api);
  return useMutation({
    mutationFn: async (registrationID: string) => {
      const emailTemplateID = inviteTemplateID({ emailTemplates: booking.emailTemplates ?? {} }, kind);
      if (!emailTemplateID) throw new Error(`The booking has no ${kind} invite template`);
      return emailTemplates.send({ bookingID: booking.bookingID, spaceID: booking.spaceID ?? '', emailTemplateID, toSend: [registrationID] });
    },
  });
}
