import type { Story } from '@ladle/react';
import { useState } from 'react';
import { formatDate } from '../DatePicker/dateText';
import { StaticCalendar } from './StaticCalendar';

export default { title: 'UI / Kit / Static Calendar' };

const today = new Date(2025, 2, 14);

export const Basic: Story = () => {
  const [day, setDay] = useState<Date | null>(today);
  return (
    <>
      <StaticCalendar label="Select Date" value={day} onChange={setDay} today={today} />
      <p>Bookings on {formatDate(day) || '(none)'}</p>
    </>
  );
};

export const Empty: Story = () => {
  const [day, setDay] = useState<Date | null>(null);
  return <StaticCalendar label="Select Date" value={day} onChange={setDay} today={today} />;
};

export const Disabled: Story = () => (
  <StaticCalendar label="Select Date" value={null} onChange={() => undefined} today={today} disabledDays={{ before: today }} />
);
