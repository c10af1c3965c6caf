import { notOffered, notOfferedDomain, useApi } from '@greenroom/core';
import { useMemo } from 'react';
import type { GuestsSlice } from '../data/guestSlices';
import { WithBooking } from './WithBooking';
import { GuestListPanel } from '../GuestListPanel';

/**
 * Story fixture: the Guest List on a partner's five calls — list, create, update and delete of
 * guests over the story's backend, and the booking read as a summary — with everything else
 * marked `notOffered`, as a partner's adapter would.
 * @example <BookingStoryPortal><FiveCallGuestList /></BookingStoryPortal>
 */
export function FiveCallGuestList() {
  const api = useApi();
  const slice = useMemo<GuestsSlice>(
    () => ({
      registrations: {
        listAttendees: (p) => api.registrations.listAttendees(p),
        create: (p) => api.registrations.create(p),
        update: (p) => api.registrations.update(p),
        delete: (p) => api.registrations.delete(p),
        regenerateLogin: notOffered('registrations.regenerateLogin'),
        bulkCreate: notOffered('registrations.bulkCreate'),
      },
      emailTemplates: notOfferedDomain('emailTemplates'),
    }),
    [api],
  );
  return (
    <WithBooking>
      {(booking) => <GuestListPanel booking={{ bookingID: booking.bookingID, name: booking.name, intakeFields: booking.intakeFields }} api={slice} />}
    </WithBooking>
  );
}
