import type { Story } from '@ladle/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { Button } from './Button';

export default { title: 'UI / Kit / Button' };

const row = { display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' } as const;

export const Basic: Story = () => (
  <div style={row}>
    <Button>SAVE</Button>
    <Button variant="secondary">CANCEL</Button>
    <Button variant="text">BACK</Button>
    <Button variant="danger" startIcon={<Trash2 />}>DELETE</Button>
    <Button startIcon={<Plus />}>NEW</Button>
  </div>
);

export const Disabled: Story = () => (
  <div style={row}>
    <Button disabled>SAVE</Button>
    <Button variant="secondary" disabled>CANCEL</Button>
    <Button variant="text" disabled>BACK</Button>
    <Button variant="danger" disabled>DELETE</Button>
  </div>
);

export const Busy: Story = () => {
  const [busy, setBusy] = useState(true);
  return (
    <div style={row}>
      <Button busy={busy}>SUBMIT</Button>
      <Button variant="secondary" onClick={() => setBusy((b) => !b)}>
        Toggle busy
      </Button>
    </div>
  );
};

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24 }}>
    <Basic />
  </GreenroomThemeProvider>
);
