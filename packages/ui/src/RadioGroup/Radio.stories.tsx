import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

export default { title: 'UI / Kit / Radio' };

/** Two options, 'Dark' checked; picking one checks it. */
export const Basic: Story = () => {
  const [mode, setMode] = useState<string>('dark');
  return (
    <RadioGroup label="Web Theme" value={mode} onChange={setMode}>
      <Radio value="dark" label="Dark" />
      <Radio value="light" label="Light" />
    </RadioGroup>
  );
};

/** Nothing checked yet. */
export const Unchecked: Story = () => {
  const [mode, setMode] = useState<string | null>(null);
  return (
    <RadioGroup label="Web Theme" value={mode} onChange={setMode}>
      <Radio value="dark" label="Dark" />
      <Radio value="light" label="Light" />
    </RadioGroup>
  );
};

/** One option disabled on its own, the other still selectable. */
export const Disabled: Story = () => {
  const [kind, setKind] = useState<string>('image');
  return (
    <RadioGroup label="Asset Type" value={kind} onChange={setKind}>
      <Radio value="image" label="Image" />
      <Radio value="video" label="Video" />
      <Radio value="audio" label="Audio" disabled />
    </RadioGroup>
  );
};

/** The group has an error: every option is marked invalid. */
export const Invalid: Story = () => (
  <RadioGroup label="Web Theme" value={null} onChange={() => undefined} error="Required">
    <Radio value="dark" label="Dark" />
    <Radio value="light" label="Light" />
  </RadioGroup>
);
