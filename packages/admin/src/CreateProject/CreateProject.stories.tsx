import type { Story } from '@ladle/react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { CreateProject } from './CreateProject';

export default { title: 'Admin / Panels / Create Project' };

/** The empty form. */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <CreateProject />
  </AdminStoryPortal>
);

/** SUBMIT was pressed and the backend has not answered. */
export const Saving: Story = () => (
  <AdminStoryPortal pending={['projects.create']}>
    <CreateProject />
  </AdminStoryPortal>
);

/** The backend refuses. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['projects.create']}>
    <CreateProject />
  </AdminStoryPortal>
);
