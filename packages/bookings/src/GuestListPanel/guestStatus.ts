import { statusOf, useTexts, type Registration } from '@greenroom/core';
import { useCallback } from 'react';
import { useDateTimeFormat } from '../data/useDateTimeFormat';
import { useViewerZone } from '../data/viewerZone';
import type { GuestListBooking } from '../data/guestSlices';
import { guestFlowToolsTextTable } from '../textTables/guestFlowTools';

/**
 * A guest's status as the Guest List writes it: 'Pending', 'Approved', 'Denied', 'Waitlisted (#3)',
 * 'Offered until 11/22/2026 9:00 AM CST' (on the viewer's own clock) or 'Cancelled'. A registration
 * without status is approved (core's `statusOf`).
 * @example const statusText = useGuestStatusText(); statusText(registration) // 'Waitlisted (#3)'
 */
export function useGuestStatusText(): (registration: Registration) => string {
  const texts = useTexts(guestFlowToolsTextTable).status;
  const format = useDateTimeFormat();
  const zone = useViewerZone() ?? 'UTC';
  return useCallback(
    (registration: Registration) => {
      const status = statusOf(registration);
      if (status === 'waitlisted') return texts.waitlisted(registration.waitlistPosition ?? null);
      if (status === 'offered') return texts.offered(format.dateTime(registration.offerExpiresAt ?? null, zone));
      return texts[status];
    },
    [texts, format, zone],
  );
}

/**
 * Whether the Guest List shows the Status column: the booking requires approval or has a
 * waitlist, or some guest is not approved (a flow turned off later still shows who waits).
 * @example showsStatus(booking, registrations) // true
 */
export function showsStatus(booking: GuestListBooking, registrations: readonly Registration[]): boolean {
  const flow = booking.guestFlow;
  return Boolean(flow?.requireApproval || flow?.waitlist) || registrations.some((r) => statusOf(r) !== 'approved');
}
