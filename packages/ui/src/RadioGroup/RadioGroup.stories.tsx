import type { Story } from '@ladle/react';
import { useState } from 'react';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

export default { title: 'UI / Kit / Radio Group' };

export const Basic: Story = () => {
  const [theme, setTheme] = useState<string>('dark');
  return (
    <div>
      <RadioGroup label="Web Theme" value={theme} onChange={setTheme}>
        <Radio value="dark" label="Dark" />
        <Radio value="light" label="Light" />
      </RadioGroup>
      <p>Theme: {theme}</p>
    </div>
  );
};

export const Horizontal: Story = () => {
  const [kind, setKind] = useState<string>('image');
  return (
    <RadioGroup
      label="Asset Type"
      orientation="horizontal"
      value={kind}
      onChange={setKind}
      options={[
        { value: 'image', label: 'Image' },
        { value: 'video', label: 'Video' },
        { value: 'audio', label: 'Audio', disabled: true },
      ]}
    />
  );
};

export const Disabled: Story = () => (
  <RadioGroup label="Web Theme" value="light" onChange={() => undefined} disabled>
    <Radio value="dark" label="Dark" />
    <Radio value="light" label="Light" />
  </RadioGroup>
);

export const Error: Story = () => {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup label="Web Theme" value={value} onChange={setValue} error={value ? null : 'Required'}>
      <Radio value="dark" label="Dark" />
      <Radio value="light" label="Light" />
    </RadioGroup>
  );
};

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24, display: 'grid', gap: 16 }}>
    <Basic />
    <Horizontal />
  </GreenroomThemeProvider>
);
