import type { Story } from '@ladle/react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { SpaceWorldsScript } from './SpaceWorldsScript';

export default { title: 'Admin / Panels / Space Worlds Script' };

/** Before and after RUN SCRIPT on the demo world (Breakout Lounge disagrees with its world). */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <SpaceWorldsScript />
  </AdminStoryPortal>
);

/** A repair that has not been answered yet. */
export const Repairing: Story = () => (
  <AdminStoryPortal pending={['spaces.repairWorldSkin']}>
    <SpaceWorldsScript />
  </AdminStoryPortal>
);

/** The script fails. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['spaces.checkWorlds']}>
    <SpaceWorldsScript />
  </AdminStoryPortal>
);

/** A repair fails. */
export const RepairError: Story = () => (
  <AdminStoryPortal failing={['spaces.repairWorldSkin']}>
    <SpaceWorldsScript />
  </AdminStoryPortal>
);
