import type { Story } from '@ladle/react';
import { useEffect, useRef, useState } from 'react';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { Switch } from './Switch';

export default { title: 'UI / Kit / Switch' };

export const Basic: Story = () => {
  const [checked, setChecked] = useState(false);
  return <Switch label="Show hidden items" checked={checked} onChange={setChecked} />;
};

export const Disabled: Story = () => (
  <div style={{ display: 'grid', gap: 12 }}>
    <Switch label="Enabled slot" checked disabled onChange={() => undefined} />
    <Switch label="Disabled slot" checked={false} disabled onChange={() => undefined} />
  </div>
);

/** Pessimistic save: the switch shows a spinner and moves only when the (fake) save resolves. */
export const Busy: Story = () => {
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState<boolean | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const save = (next: boolean) => {
    setPending(next);
    timer.current = setTimeout(() => {
      setChecked(next);
      setPending(null);
    }, 1000);
  };
  return <Switch label="Doors open" checked={checked} busy={pending !== null} onChange={save} />;
};

export const LabelFirst: Story = () => {
  const [checked, setChecked] = useState(true);
  return <Switch label="Dark theme" labelPlacement="start" checked={checked} onChange={setChecked} />;
};

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24, display: 'grid', gap: 12 }}>
    <Basic />
    <Disabled />
    <Busy />
  </GreenroomThemeProvider>
);
