import type { Story } from '@ladle/react';
import { useState } from 'react';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { Tabs, type TabItem } from './Tabs';

export default { title: 'UI / Kit / Tabs' };

const spaceTabs = (loading: boolean): TabItem[] => [
  { id: 'bookings', label: 'Bookings' },
  { id: 'calendar', label: 'Calendar' },
  { id: 'branding', label: 'Branding', disabled: loading },
  { id: 'presentations', label: 'Presentations', disabled: loading },
];

export const Basic: Story = () => {
  const [tab, setTab] = useState('bookings');
  return (
    <Tabs label="Space" items={spaceTabs(false)} value={tab} onChange={setTab}>
      <p>Panel: {tab}</p>
    </Tabs>
  );
};

/** Branding and Presentations are disabled while the space loads. */
export const Disabled: Story = () => {
  const [tab, setTab] = useState('bookings');
  return (
    <Tabs label="Space" items={spaceTabs(true)} value={tab} onChange={setTab}>
      <p>Panel: {tab}</p>
    </Tabs>
  );
};

/** Sub-navigation without a panel (content rendered elsewhere). */
export const NoPanel: Story = () => {
  const [tab, setTab] = useState('in-room');
  return (
    <Tabs
      label="Branding"
      value={tab}
      onChange={setTab}
      items={[
        { id: 'in-room', label: 'In-Room' },
        { id: 'web', label: 'Web' },
        { id: 'email', label: 'Email' },
      ]}
    />
  );
};

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24 }}>
    <Disabled />
  </GreenroomThemeProvider>
);

/** More tabs than a phone row holds: they wrap onto a second row, every label whole. */
export const ManyTabs: Story = () => {
  const [tab, setTab] = useState('presentations');
  return (
    <Tabs
      label="Space"
      value={tab}
      onChange={setTab}
      items={['Bookings', 'Calendar', 'Branding', 'Presentations', 'Attendees', 'Presenters', 'Reports'].map((name) => ({
        id: name.toLowerCase(),
        label: name,
      }))}
    >
      <p>Panel: {tab}</p>
    </Tabs>
  );
};

/** A phone (390 px, here narrower still): one row that scrolls sideways, whole labels, the selected tab in view. */
export const PhoneWidth: Story = () => {
  const [tab, setTab] = useState('presentations');
  return (
    <div style={{ width: 300, maxWidth: '100%' }}>
      <Tabs label="Space" items={spaceTabs(false)} value={tab} onChange={setTab}>
        <p>Panel: {tab}</p>
      </Tabs>
    </div>
  );
};
