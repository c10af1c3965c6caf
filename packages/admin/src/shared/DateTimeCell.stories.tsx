import type { Story } from '@ladle/react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { DATE_TIME_COLUMN_WIDTH } from './columns';
import { DateTimeCell } from './DateTimeCell';

export default { title: 'Admin / Parts / Date Time Cell' };

/** A booking's start in its own zone, as wide as a date-and-time column. */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <div style={{ width: DATE_TIME_COLUMN_WIDTH }}>
      <DateTimeCell instant="2026-11-21T21:00:00Z" timezone="America/Chicago" />
    </div>
  </AdminStoryPortal>
);
