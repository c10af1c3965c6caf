import type { Story } from '@ladle/react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { RegistrationTable } from './RegistrationTable';
import { STORY_REGISTRATIONS } from './attendanceStoryData';

export default { title: 'Bookings / Parts / Registration Table' };

/** The live demo booking's guest list, as 'Registered, did not come' shows it. */
export const Basic: Story = () => (
  <BookingStoryPortal>
    <RegistrationTable label="Registered, did not come" rows={STORY_REGISTRATIONS} emptyText="Nobody in this list" />
  </BookingStoryPortal>
);

/** Everyone registered came. */
export const Empty: Story = () => (
  <BookingStoryPortal>
    <RegistrationTable label="Registered, did not come" rows={[]} emptyText="Nobody in this list" />
  </BookingStoryPortal>
);
