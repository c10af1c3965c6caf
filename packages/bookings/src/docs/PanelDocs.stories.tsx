import type { Story } from '@ladle/react';
import { PanelDocsPage } from './PanelDocsPage';
import { panelDocs } from './panelDocs';

// One docs page per embeddable panel (packages/bookings/README.md, "Panel reference"), from the
// same metadata the README is checked against. Story ids are bookings--docs--panels--<doc id>.
export default { title: 'Bookings / Docs / Panels' };

const page = (id: string): Story => {
  const doc = panelDocs.find((candidate) => candidate.id === id);
  if (!doc) throw new Error(`No panel reference '${id}'`);
  const Docs: Story = () => <PanelDocsPage doc={doc} />;
  return Docs;
};

/** Guest List: `GuestListPanel`, `mountGuests`. */
export const GuestList = page('guest-list');
/** Presenters: `PresentersPanel`. */
export const Presenters = page('presenters');
/** Bookings list: `BookingsList`. */
export const BookingsList = page('bookings-list');
/** Overview: `OverviewPanel`, `mountOverview`. */
export const Overview = page('overview');
/** Registration: `RegistrationPanel`. */
export const Registration = page('registration');
/** Messages: `MessagesPanel`. */
export const Messages = page('messages');
/** Attendees: `AttendeesPanel`. */
export const Attendees = page('attendees');
/** Email: `EmailPanel`. */
export const Email = page('email');
/** Booking editor: `BookingEditor`. */
export const BookingEditor = page('booking-editor');
