import type { Story } from '@ladle/react';
import { useState } from 'react';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { Select, type SelectOption } from './Select';

export default { title: 'UI / Kit / Select' };

const producers: SelectOption[] = [
  { value: 'u1', label: 'Ada Lovelace' },
  { value: 'u2', label: 'Grace Hopper' },
  { value: 'u3', label: 'Katherine Johnson' },
];

export const Basic: Story = () => {
  const [value, setValue] = useState('');
  return (
    <div>
      <Select label="Choose Producer" placeholder="Select a producer" options={producers} value={value} onValueChange={setValue} />
      <p>Selected: {value || 'none'}</p>
    </div>
  );
};

export const Error: Story = () => (
  <Select label="Choose World" placeholder="Select a world" options={[]} required error="Required" />
);

export const Disabled: Story = () => <Select label="Choose Producer" options={producers} defaultValue="u2" disabled />;

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24, display: 'grid', gap: 16 }}>
    <Basic />
    <Error />
  </GreenroomThemeProvider>
);
