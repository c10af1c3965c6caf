import type { Story } from '@ladle/react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { SpaceEndTimeUpdate } from './SpaceEndTimeUpdate';

export default { title: 'Admin / Panels / Space End Time Update' };

/** The demo world's spaces. */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <SpaceEndTimeUpdate />
  </AdminStoryPortal>
);

/** The update has not been answered yet. */
export const Saving: Story = () => (
  <AdminStoryPortal pending={['spaces.updateEndTimes']}>
    <SpaceEndTimeUpdate />
  </AdminStoryPortal>
);

/** The update fails. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['spaces.updateEndTimes']}>
    <SpaceEndTimeUpdate />
  </AdminStoryPortal>
);
