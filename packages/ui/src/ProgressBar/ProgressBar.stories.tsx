import type { Story } from '@ladle/react';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { ProgressBar } from './ProgressBar';

export default { title: 'UI / Kit / Progress Bar' };

/** Part of the way: 40 of 100. */
export const Basic: Story = () => <ProgressBar label="Upload progress" value={40} />;

/** Counted in files instead of percent, with the count read out. */
export const Steps: Story = () => <ProgressBar label="Slide upload" value={2} max={5} valueText="Uploading 2 of 5" />;

/** Nothing known yet: a moving stripe and no value. */
export const Indeterminate: Story = () => <ProgressBar label="Preparing upload" />;

export const Complete: Story = () => <ProgressBar label="Upload progress" value={100} />;

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24 }}>
    <ProgressBar label="Upload progress" value={70} />
  </GreenroomThemeProvider>
);
