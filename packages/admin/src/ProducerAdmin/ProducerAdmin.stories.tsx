import type { Story } from '@ladle/react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { ProducerAdmin } from './ProducerAdmin';

export default { title: 'Admin / Panels / Producer Admin' };

// Each form's own states (Saving, Error, Loading...) are stories of CreateProducer and EditProducer.

/** CREATE, the default; EDIT switches to Edit a Producer. */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <ProducerAdmin />
  </AdminStoryPortal>
);
