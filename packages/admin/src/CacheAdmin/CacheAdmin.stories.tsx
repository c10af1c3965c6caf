import type { Story } from '@ladle/react';
import { AdminStoryPortal, adminStorySeed } from '../stories/AdminStoryPortal';
import { CacheAdmin } from './CacheAdmin';

export default { title: 'Admin / Panels / Cache Admin' };

/** Try 'booking-1' (the demo world has its cache). */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <CacheAdmin />
  </AdminStoryPortal>
);

/** A cache holding markup and a script, shown as text. */
export const HostileContent: Story = () => (
  <AdminStoryPortal
    seed={adminStorySeed((seed) => ({
      ...seed,
      caches: { 'booking-1': { note: '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>', list: [1, 'two'] } },
    }))}
  >
    <CacheAdmin />
  </AdminStoryPortal>
);

/** Deleting has not been answered yet. */
export const Deleting: Story = () => (
  <AdminStoryPortal pending={['maintenance.deleteCache']}>
    <CacheAdmin />
  </AdminStoryPortal>
);

/** Reading and deleting both fail. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['maintenance.getCache', 'maintenance.deleteCache']}>
    <CacheAdmin />
  </AdminStoryPortal>
);

/** Deleting fails. */
export const DeleteError: Story = () => (
  <AdminStoryPortal failing={['maintenance.deleteCache']}>
    <CacheAdmin />
  </AdminStoryPortal>
);
