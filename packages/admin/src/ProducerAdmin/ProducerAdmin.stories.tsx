import type { Story } from '@ladle/react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { ProducerAdmin } from './ProducerAdmin';

/** CREATE, the default. */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <ProducerAdmin />
  </AdminStoryPortal>
);

/** A save that has not been answered yet (create or edit). */
export const Saving: Story = () => (
  <AdminStoryPortal pending={['producers.create', 'producers.updateProjects']}>
    <ProducerAdmin />
  </AdminStoryPortal>
);

/** Create and edit both fail. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['producers.create', 'producers.updateProjects']}>
    <ProducerAdmin />
  </AdminStoryPortal>
);
