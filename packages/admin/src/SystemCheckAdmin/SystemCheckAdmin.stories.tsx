import type { Story } from '@ladle/react';
import { HttpError } from '@greenroom/core';
import { AdminStoryPortal, STORY_DAY } from '../stories/AdminStoryPortal';
import { SystemCheckAdmin } from './SystemCheckAdmin';

export default { title: 'Admin / Panels / System Check Admin' };

/** Today's checks of the demo world. */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <SystemCheckAdmin initialDate={STORY_DAY} />
  </AdminStoryPortal>
);

/** The checks are still loading. */
export const Loading: Story = () => (
  <AdminStoryPortal pending={['maintenance.systemChecks']}>
    <SystemCheckAdmin initialDate={STORY_DAY} />
  </AdminStoryPortal>
);

/** A server error (not a 404). */
export const Error: Story = () => (
  <AdminStoryPortal failing={[{ call: 'maintenance.systemChecks', error: new HttpError(500, 'Internal error') }]}>
    <SystemCheckAdmin initialDate={STORY_DAY} />
  </AdminStoryPortal>
);
