import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { Snackbar } from './Snackbar';
import { useSnackbar } from './useSnackbar';

export default { title: 'UI / Kit / Snackbar' };

export const Basic: Story = () => {
  const snackbar = useSnackbar();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => snackbar.show('Calendar Link Copied to Clipboard')}>Copy link</Button>
      <Button variant="secondary" onClick={() => snackbar.show('Calendar URL Regenerated')}>Regenerate</Button>
      {snackbar.element}
    </div>
  );
};

export const Controlled: Story = () => {
  const [open, setOpen] = useState(true);
  return (
    <div>
      <Button onClick={() => setOpen(true)}>Show</Button>
      <Snackbar open={open} message="Success" tone="success" onClose={() => setOpen(false)} />
    </div>
  );
};

export const Persistent: Story = () => (
  <Snackbar open duration={null} tone="danger" message="An error occurred" onClose={() => undefined} />
);

export const WithAction: Story = () => (
  <Snackbar
    open
    duration={null}
    tone="success"
    message="Booking deleted"
    action={<Button variant="text">UNDO</Button>}
    onClose={() => undefined}
  />
);

export const DarkWithAction: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24 }}>
    <WithAction />
  </GreenroomThemeProvider>
);

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24 }}>
    <Basic />
  </GreenroomThemeProvider>
);
