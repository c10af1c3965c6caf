import type { Story } from '@ladle/react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { CacheView } from './CacheView';
import { CACHE_SAMPLE, HOSTILE_CACHE_SAMPLE } from './samples';

export default { title: 'Admin / Parts / Cache View' };

/** A booking cache: values, a nested object, a list, a null and two empty values. */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <CacheView value={CACHE_SAMPLE} />
  </AdminStoryPortal>
);

/** An empty cache. */
export const Empty: Story = () => (
  <AdminStoryPortal>
    <CacheView value={{}} />
  </AdminStoryPortal>
);

/** A cache holding markup and a script, shown as text. */
export const HostileContent: Story = () => (
  <AdminStoryPortal>
    <CacheView value={HOSTILE_CACHE_SAMPLE} />
  </AdminStoryPortal>
);
