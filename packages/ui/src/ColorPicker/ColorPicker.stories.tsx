import type { Story } from '@ladle/react';
import { useState } from 'react';
import { ColorPicker } from './ColorPicker';

export default { title: 'UI / Kit / Color Picker' };

export const Basic: Story = () => {
  const [value, setValue] = useState('#383838');
  const [commits, setCommits] = useState(0);
  return (
    <>
      <ColorPicker
        label="Hightlight Color"
        value={value}
        onChange={(hex) => {
          setValue(hex);
          setCommits((count) => count + 1);
        }}
      />
      <p>
        Saved: {value} ({commits} commits)
      </p>
    </>
  );
};

export const Empty: Story = () => {
  const [value, setValue] = useState('');
  return <ColorPicker label="Primary" value={value} onChange={setValue} />;
};

export const Error: Story = () => <ColorPicker label="Secondary" value="" onChange={() => undefined} error="Required" />;

export const Disabled: Story = () => <ColorPicker label="Primary" value="#ff0000" onChange={() => undefined} disabled />;

export const HiddenLabel: Story = () => {
  const [value, setValue] = useState('#ffffff');
  return <ColorPicker label="Slot 1 primary colour" hideLabel value={value} onChange={setValue} />;
};
