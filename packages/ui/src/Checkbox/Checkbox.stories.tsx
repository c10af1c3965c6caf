import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { Checkbox } from './Checkbox';

export default { title: 'UI / Kit / Checkbox' };

export const Basic: Story = () => {
  const [checked, setChecked] = useState(false);
  return <Checkbox label="Has microphone" checked={checked} onCheckedChange={setChecked} />;
};

const spaces = ['Main Stage', 'Expo Hall', 'Green Room'];

/** CHECK ALL / UNCHECK ALL with an indeterminate "all" box. */
export const CheckAll: Story = () => {
  const [selected, setSelected] = useState<string[]>(['Expo Hall']);
  const all = selected.length === spaces.length;
  const toggle = (name: string, on: boolean) =>
    setSelected((current) => (on ? [...current, name] : current.filter((n) => n !== name)));
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="secondary" onClick={() => setSelected(spaces)}>CHECK ALL</Button>
        <Button variant="secondary" onClick={() => setSelected([])}>UNCHECK ALL</Button>
      </div>
      <Checkbox
        label="All spaces"
        checked={all}
        indeterminate={!all && selected.length > 0}
        onCheckedChange={(on) => setSelected(on ? spaces : [])}
      />
      {spaces.map((name) => (
        <Checkbox key={name} label={name} checked={selected.includes(name)} onCheckedChange={(on) => toggle(name, on)} />
      ))}
    </div>
  );
};

export const Disabled: Story = () => (
  <div style={{ display: 'grid', gap: 8 }}>
    <Checkbox label="Camera permission granted" disabled defaultChecked />
    <Checkbox label="Can screenshare" disabled />
  </div>
);

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24 }}>
    <CheckAll />
  </GreenroomThemeProvider>
);
