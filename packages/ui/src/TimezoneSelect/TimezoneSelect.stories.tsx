import type { Story } from '@ladle/react';
import { useState } from 'react';
import { TimezoneSelect } from './TimezoneSelect';

export default { title: 'UI / Kit / Timezone Select' };

export const Basic: Story = () => {
  const [value, setValue] = useState<string | null>('America/Chicago');
  return (
    <>
      <TimezoneSelect label="Timezone" value={value} onChange={setValue} />
      <p>Chosen: {value ?? '(none)'}</p>
    </>
  );
};

export const Empty: Story = () => {
  const [value, setValue] = useState<string | null>(null);
  return <TimezoneSelect label="Timezone" value={value} onChange={setValue} />;
};

export const Error: Story = () => {
  const [value, setValue] = useState<string | null>(null);
  return <TimezoneSelect label="Timezone" value={value} onChange={setValue} error={value ? undefined : 'Please select a timezone'} />;
};

export const Disabled: Story = () => <TimezoneSelect label="Timezone" value="Europe/Paris" onChange={() => undefined} disabled />;
