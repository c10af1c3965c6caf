import type { Story } from '@ladle/react';
import { CalendarDays, Presentation } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { EmptyState } from './EmptyState';

export default { title: 'UI / Kit / Empty State' };

export const Basic: Story = () => (
  <EmptyState icon={<CalendarDays />} message="No calendars found for this space." />
);

export const WithAction: Story = () => {
  const [created, setCreated] = useState(0);
  return (
    <EmptyState
      icon={<Presentation />}
      title="No presentations yet"
      message={`Create a presentation to upload slides. Created: ${created}`}
      action={<Button onClick={() => setCreated((n) => n + 1)}>NEW</Button>}
    />
  );
};

export const TextOnly: Story = () => <EmptyState title="Nothing here" />;

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24 }}>
    <WithAction />
  </GreenroomThemeProvider>
);
