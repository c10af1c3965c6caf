import type { Story } from '@ladle/react';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { Spinner } from './Spinner';

export default { title: 'UI / Kit / Spinner' };

export const Basic: Story = () => <Spinner />;

export const Sizes: Story = () => (
  <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
    <Spinner size={14} label="Saving" />
    <Spinner size={20} />
    <Spinner size={40} label="Loading bookings" />
  </div>
);

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24, color: 'var(--gr-color-primary)' }}>
    <Spinner size={32} />
  </GreenroomThemeProvider>
);
