import type { Story } from '@ladle/react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { UsageRepair } from './UsageRepair';

export default { title: 'Admin / Panels / Usage Repair' };

/** Look up 'booking-1' of the demo world (two open records). */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <UsageRepair />
  </AdminStoryPortal>
);

/** The repair has not been answered yet. */
export const Saving: Story = () => (
  <AdminStoryPortal pending={['attendance.repairUsage']}>
    <UsageRepair />
  </AdminStoryPortal>
);

/** The booking cannot be fetched. */
export const BookingError: Story = () => (
  <AdminStoryPortal failing={['bookings.get']}>
    <UsageRepair />
  </AdminStoryPortal>
);

/** The repair fails. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['attendance.repairUsage']}>
    <UsageRepair />
  </AdminStoryPortal>
);
