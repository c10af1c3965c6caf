import { hasOpened, type Booking } from '@greenroom/core';
import type { ComponentType } from 'react';
import { AttendeesTab } from '../AttendeesPanel/AttendeesTab';
import { EmailTab } from '../EmailPanel/EmailTab';
import { GuestListTab } from '../GuestListPanel/GuestListTab';
import { MessagesPanel } from '../MessagesPanel/MessagesPanel';
import { OverviewPanel } from '../OverviewPanel/OverviewPanel';
import { PresentersTab } from '../PresentersPanel/PresentersTab';
import { RegistrationPanel } from '../RegistrationPanel/RegistrationPanel';
import type { BookingEditorSlice } from '../types';
import { bookingTexts } from '../texts';

/** What the editor hands every tab panel. */
export interface EditorPanelProps {
  booking: Booking;
  /** Producer role 0: the super-admin-only settings show. */
  superAdmin: boolean;
  api?: BookingEditorSlice;
}

/** One tab of the booking editor: a later issue adds a tab by adding one entry. */
export interface EditorTab {
  id: string;
  label: string;
  /** Whether the tab shows for this booking at this moment. */
  visible: (booking: Booking, now: Date) => boolean;
  Panel: ComponentType<EditorPanelProps>;
}

const always = () => true;

/**
 * The tabs of spec/bookings.md §2.2, in order. Attendees shows only once the access time (or the
 * start, when there is none) is past. Tabs whose issue has not landed show an honest placeholder.
 * @example
 * <BookingEditor bookingID="b1" tabs={[...bookingEditorTabs, myExtraTab]} />
 */
export const bookingEditorTabs: readonly EditorTab[] = [
  { id: 'overview', label: bookingTexts.tabs.overview, visible: always, Panel: OverviewPanel },
  {
    id: 'attendees',
    label: bookingTexts.tabs.attendees,
    visible: (booking, now) => hasOpened(now, booking.accessTime, booking.start.time),
    Panel: AttendeesTab,
  },
  { id: 'guests', label: bookingTexts.tabs.guests, visible: always, Panel: GuestListTab },
  { id: 'registration', label: bookingTexts.tabs.registration, visible: always, Panel: RegistrationPanel },
  { id: 'presenters', label: bookingTexts.tabs.presenters, visible: always, Panel: PresentersTab },
  { id: 'email', label: bookingTexts.tabs.email, visible: always, Panel: EmailTab },
  { id: 'messages', label: bookingTexts.tabs.messages, visible: always, Panel: MessagesPanel },
];

