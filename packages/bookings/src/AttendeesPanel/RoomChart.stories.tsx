import type { Story } from '@ladle/react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { RoomChart } from './RoomChart';
import { STORY_ROOM_SERIES, STORY_TIMEZONE } from './attendanceStoryData';

export default { title: 'Bookings / Parts / Room Chart' };

/** People in the room of the live demo booking, up to now. */
export const Basic: Story = () => (
  <BookingStoryPortal>
    <RoomChart series={STORY_ROOM_SERIES} timezone={STORY_TIMEZONE} peakText="3 at 11/21/2026 8:10 AM CST" />
  </BookingStoryPortal>
);
