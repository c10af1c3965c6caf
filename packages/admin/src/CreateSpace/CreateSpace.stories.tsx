import type { Story } from '@ladle/react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { CreateSpace } from './CreateSpace';

export default { title: 'Admin / Panels / Create Space' };

/** The form with its defaults. */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <CreateSpace />
  </AdminStoryPortal>
);

/** SUBMIT was pressed and the backend has not answered. */
export const Saving: Story = () => (
  <AdminStoryPortal pending={['spaces.create']}>
    <CreateSpace />
  </AdminStoryPortal>
);

/** The backend fails. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['spaces.create']}>
    <CreateSpace />
  </AdminStoryPortal>
);

/** The projects cannot be read: 'Error retrieving projects', then a navigation to /. */
export const ProjectsError: Story = () => (
  <AdminStoryPortal failing={['projects.list']}>
    <CreateSpace />
  </AdminStoryPortal>
);
