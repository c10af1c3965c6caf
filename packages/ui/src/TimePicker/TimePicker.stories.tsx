import type { Story } from '@ladle/react';
import { useState } from 'react';
import { TimePicker } from './TimePicker';

export default { title: 'UI / Kit / Time Picker' };

export const Basic: Story = () => {
  const [value, setValue] = useState('14:30');
  return (
    <>
      <TimePicker label="Start Time" value={value} onChange={setValue} />
      <p>Value: {value || '(none)'}</p>
    </>
  );
};

export const Empty: Story = () => {
  const [value, setValue] = useState('');
  return <TimePicker label="Start Time" value={value} onChange={setValue} />;
};

export const Error: Story = () => {
  const [value, setValue] = useState('');
  return <TimePicker label="End Time" value={value} onChange={setValue} error="End date/time must be after the event's start date/time" />;
};

export const Disabled: Story = () => <TimePicker label="Start Time" value="09:00" onChange={() => undefined} disabled />;
