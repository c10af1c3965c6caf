import type { Story } from '@ladle/react';
import { BookingStoryPortal, staleVersion } from '../stories/BookingStoryPortal';
import { StoryViewerZone } from '../stories/StoryViewerZone';
import { WithBooking } from '../stories/WithBooking';
import { OverviewPanel } from './OverviewPanel';

export default { title: 'Bookings / Panels / Overview Panel' };

const overview = (superAdmin = false) => (
  <StoryViewerZone>
    <WithBooking>{(booking) => <OverviewPanel booking={booking} superAdmin={superAdmin} />}</WithBooking>
  </StoryViewerZone>
);

/** The live demo booking as an ordinary producer sees it (Doors Open Early on, Q&A on, a calendar). */
export const Basic: Story = () => <BookingStoryPortal>{overview()}</BookingStoryPortal>;

/** A super-admin: server selects, entry notifications, help button, the divider. */
export const SuperAdmin: Story = () => <BookingStoryPortal>{overview(true)}</BookingStoryPortal>;

/** Someone else saved first: every save answers 412. */
export const ChangedElsewhere: Story = () => (
  <BookingStoryPortal failing={[{ call: 'bookings.update', error: staleVersion() }]}>{overview()}</BookingStoryPortal>
);
