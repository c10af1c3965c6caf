import { hasOpened, type Booking } from '@greenroom/core';
import { lazyComponent } from '@greenroom/ui';
import type { ComponentType } from 'react';
import { OverviewPanel } from '../OverviewPanel/OverviewPanel';
import type { EditorPanelProps } from './editorPanelProps';
import type { BookingsTexts } from '../texts.en';
import { bookingTexts } from '../textsBooking';

/** One tab of the booking editor: a later issue adds a tab by adding one entry. */
export interface EditorTab {
  id: string;
  /** The tab's name, when no `textKey` names it. */
  label: string;
  /** The entry of the 'bookings' table's `tabs` that names the tab in the locale in effect (and with the host's overrides); wins over `label`. */
  textKey?: keyof BookingsTexts['tabs'];
  /** Whether the tab shows for this booking at this moment. */
  visible: (booking: Booking, now: Date) => boolean;
  Panel: ComponentType<EditorPanelProps>;
  /** Loads the panel's code ahead (on hover or focus of the tab), so opening the tab draws it without a spinner. */
  preload?: () => Promise<void>;
}

const always = () => true;

// Every tab but the first is loaded when opened, so the editor's first bytes carry only the Overview.
const AttendeesTab = lazyComponent(() => import('../AttendeesPanel/AttendeesTab').then((m) => ({ default: m.AttendeesTab })));
const GuestListTab = lazyComponent(() => import('../GuestListPanel/GuestListTab').then((m) => ({ default: m.GuestListTab })));
const RegistrationPanel = lazyComponent(() => import('../RegistrationPanel/RegistrationPanel').then((m) => ({ default: m.RegistrationPanel })));
const PresentersTab = lazyComponent(() => import('../PresentersPanel/PresentersTab').then((m) => ({ default: m.PresentersTab })));
const EmailTab = lazyComponent(() => import('../EmailPanel/EmailTab').then((m) => ({ default: m.EmailTab })));
const MessagesPanel = lazyComponent(() => import('../MessagesPanel/MessagesPanel').then((m) => ({ default: m.MessagesPanel })));

/**
 * The tabs of docs/reference/bookings.md §2.2, in order. Attendees shows only once the access time (or the
 * start, when there is none) is past.
 * @example
 * <BookingEditor bookingID="b1" tabs={[...bookingEditorTabs, myExtraTab]} />
 */
export const bookingEditorTabs: readonly EditorTab[] = [
  { id: 'overview', label: bookingTexts.tabs.overview, textKey: 'overview', visible: always, Panel: OverviewPanel },
  {
    id: 'attendees',
    label: bookingTexts.tabs.attendees,
    textKey: 'attendees',
    visible: (booking, now) => hasOpened(now, booking.accessTime, booking.start.time),
    Panel: AttendeesTab,
    preload: AttendeesTab.preload,
  },
  { id: 'guests', label: bookingTexts.tabs.guests, textKey: 'guests', visible: always, Panel: GuestListTab, preload: GuestListTab.preload },
  { id: 'registration', label: bookingTexts.tabs.registration, textKey: 'registration', visible: always, Panel: RegistrationPanel, preload: RegistrationPanel.preload },
  { id: 'presenters', label: bookingTexts.tabs.presenters, textKey: 'presenters', visible: always, Panel: PresentersTab, preload: PresentersTab.preload },
  { id: 'email', label: bookingTexts.tabs.email, textKey: 'email', visible: always, Panel: EmailTab, preload: EmailTab.preload },
  { id: 'messages', label: bookingTexts.tabs.messages, textKey: 'messages', visible: always, Panel: MessagesPanel, preload: MessagesPanel.preload },
];

