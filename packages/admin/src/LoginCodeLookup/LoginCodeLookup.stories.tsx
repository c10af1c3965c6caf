import type { Story } from '@ladle/react';
import { AdminStoryPortal } from '../stories/AdminStoryPortal';
import { LoginCodeLookup } from './LoginCodeLookup';

export default { title: 'Admin / Panels / Login Code Lookup' };

/** Try 'demo-public-1' (booking-1 of the demo world). */
export const Basic: Story = () => (
  <AdminStoryPortal>
    <LoginCodeLookup onOpenBooking={() => {}} />
  </AdminStoryPortal>
);

/** Every lookup fails: nothing is shown. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['maintenance.lookupLoginCode']}>
    <LoginCodeLookup onOpenBooking={() => {}} />
  </AdminStoryPortal>
);
