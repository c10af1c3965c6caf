import { useTexts } from '@greenroom/core';
import { useMemo } from 'react';
import type { PresentersSlice } from '../data/guestSlices';
import { usePresenterList } from '../data/usePresenterList';
import { PeoplePanel } from '../PeoplePanel';
import { PresenterDialog } from '../PresenterDialog';
import type { PresentersBooking } from './presentersBooking';
import { guestsTextTable } from '../textTables/guests';

export interface PresentersPanelProps {
  /** The booking's summary the panel reads (a whole `Booking` is one). */
  booking: PresentersBooking;
  /** Overrides the PortalProvider's api. */
  api?: PresentersSlice;
}

/**
 * The Presenters tab (docs/reference/bookings.md §2.5): NEW, the presenters by last then first name with
 * the templates that reached, failed or wait for each (Emails), copy-link (attendee-join host +
 * login code) and manage buttons, and the Add/Manage Presenter dialogs (loaded on first use, or
 * ahead when NEW or a manage button is pointed at or focused). Embeddable through
 * `@greenroom/bookings/presenters`.
 * @example <PresentersPanel booking={booking} />
 */
export function PresentersPanel({ booking, api }: PresentersPanelProps) {
  const texts = useTexts(guestsTextTable).presenters;
  const panelTexts = useMemo(() => ({ ...texts, newPerson: texts.newPresenter }), [texts]);
  const list = usePresenterList({ bookingID: booking.bookingID }, api);
  return (
    <PeoplePanel
      booking={booking}
      kind="presenter"
      list={list}
      texts={panelTexts}
      api={api}
      dialog={({ person, ...controls }) => <PresenterDialog {...controls} booking={booking} presenter={person} api={api} />}
      preloadDialog={PresenterDialog.preload}
    />
  );
}
