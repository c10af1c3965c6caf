import { useApi } from '@greenroom/core';
import { useMemo } from 'react';
import type { GuestsSlice } from '../data/guestSlices';
import { GuestListPanel } from '../GuestListPanel';
import { WithBooking } from './WithBooking';

/**
 * Story fixture: the Guest List on a backend without registration approval or waitlist calls
 * (`registrations.decide` and `registrations.promote` left out, as the PortalApi allows), over the
 * story's backend for everything else.
 * @example <BookingStoryPortal seed={guestFlowStorySeed()}><WithoutGuestFlowCalls /></BookingStoryPortal>
 */
export function WithoutGuestFlowCalls() {
  const api = useApi();
  const slice = useMemo<GuestsSlice>(() => {
    const { registrations } = api;
    return {
      registrations: {
        listAttendees: (p) => registrations.listAttendees(p),
        create: (p) => registrations.create(p),
        update: (p) => registrations.update(p),
        delete: (p) => registrations.delete(p),
        regenerateLogin: (p) => registrations.regenerateLogin(p),
        bulkCreate: (p) => registrations.bulkCreate(p),
      },
      emailTemplates: api.emailTemplates,
    };
  }, [api]);
  return <WithBooking>{(booking) => <GuestListPanel booking={booking} api={slice} />}</WithBooking>;
}
