import type { Story } from '@ladle/react';
import { useNavigate } from '@greenroom/core';
import { AdminStoryPortal, STORY_DAY } from '../stories/AdminStoryPortal';
import { BookingsOverview } from './BookingsOverview';

export default { title: 'Admin / Panels / Bookings Overview' };

/** Today's bookings of the demo world. */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <Overview />
  </AdminStoryPortal>
);

/** The bookings are still loading. */
export const Loading: Story = () => (
  <AdminStoryPortal pending={['spaces.list']}>
    <Overview />
  </AdminStoryPortal>
);

/** The bookings could not be fetched. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['spaces.list']}>
    <Overview />
  </AdminStoryPortal>
);

/** The overview opening a booking through the portal's navigate (listed in the story log). */
function Overview() {
  const navigate = useNavigate();
  return <BookingsOverview initialDate={STORY_DAY} onOpenBooking={(id) => navigate(`/booking/${id}`)} />;
}
