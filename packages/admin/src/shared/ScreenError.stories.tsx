import type { Story } from '@ladle/react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { adminTexts } from '../texts';
import { ScreenError } from './ScreenError';

export default { title: 'Admin / Parts / Screen Error' };

/** A screen's error text, announced. */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <ScreenError message={adminTexts.projectError} />
  </AdminStoryPortal>
);

/** No error: nothing is shown (the line below stays where it is). */
export const Empty: Story = () => (
  <AdminStoryPortal>
    <ScreenError message={null} />
    <p>Nothing above this line.</p>
  </AdminStoryPortal>
);
