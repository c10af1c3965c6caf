import type { Story } from '@ladle/react';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { LoadingScreen } from './LoadingScreen';

export default { title: 'UI / Kit / Loading Screen' };

export const Basic: Story = () => <LoadingScreen />;

export const Inline: Story = () => <LoadingScreen fullScreen={false} />;

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark">
    <LoadingScreen />
  </GreenroomThemeProvider>
);
