import type { Story } from '@ladle/react';
import { useState } from 'react';
import { DatePicker } from './DatePicker';
import { formatDate } from './dateText';

export default { title: 'UI / Kit / Date Picker' };

const today = new Date(2025, 2, 14);

export const Basic: Story = () => {
  const [value, setValue] = useState<Date | null>(new Date(2025, 0, 31));
  return (
    <>
      <DatePicker label="Select end time (in CST)" value={value} onChange={setValue} today={today} />
      <p>Chosen: {formatDate(value) || '(none)'}</p>
    </>
  );
};

export const Empty: Story = () => {
  const [value, setValue] = useState<Date | null>(null);
  return (
    <>
      <DatePicker label="Start Date" value={value} onChange={setValue} today={today} />
      <p>Chosen: {formatDate(value) || '(none)'}</p>
    </>
  );
};

export const Error: Story = () => (
  <DatePicker label="Select end time (in CST)" value={null} onChange={() => undefined} today={today} error="Please select an end date" />
);

export const Disabled: Story = () => <DatePicker label="Start Date" value={today} onChange={() => undefined} disabled />;
