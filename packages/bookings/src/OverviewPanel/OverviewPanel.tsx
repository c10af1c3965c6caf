import { useTexts, type Booking } from '@greenroom/core';
import { Snackbar } from '@greenroom/ui';
import { useState } from 'react';
import { useBooking } from '../data/bookingQueries';
import { mainTextTable } from '../textTables/main';
import type { OverviewSlice } from '../types';
import { AccessLinks } from './AccessLinks';
import { DatesTimes } from './DatesTimes';
import { Miscellaneous } from './Miscellaneous';
import { PanelRoot } from './styles';

export interface OverviewPanelProps {
  /** The booking as read (its version travels with every save). */
  booking: Booking;
  /** Producer role 0: the super-admin settings show. */
  superAdmin?: boolean;
  /** Overrides the PortalProvider's api. */
  api?: OverviewSlice;
}

/**
 * The Overview tab (docs/reference/bookings.md §2.3): General Access Link, Booking Dates & Times and
 * Miscellaneous. Every save is a whole-booking PUT carrying the version read; when someone else
 * saved first (412) the producer is told the booking changed elsewhere and it is read again.
 * Embeddable on its own through `@greenroom/bookings/overview`.
 * @example <OverviewPanel booking={booking} superAdmin={role === 0} />
 */
export function OverviewPanel({ booking: given, superAdmin = false, api }: OverviewPanelProps) {
  const texts = useTexts(mainTextTable);
  const booking = useBooking(given.bookingID, api, given).data ?? given;
  const [copied, setCopied] = useState(0);
  const onCopied = () => setCopied((count) => count + 1);
  return (
    <PanelRoot data-ui="OverviewPanel">
      <AccessLinks booking={booking} onCopied={onCopied} api={api} />
      <DatesTimes booking={booking} api={api} />
      <Miscellaneous booking={booking} superAdmin={superAdmin} onCopied={onCopied} api={api} />
      <Snackbar open={copied > 0} resetKey={copied} message={texts.linkCopied} onClose={() => setCopied(0)} />
    </PanelRoot>
  );
}
