import type { Story } from '@ladle/react';
import { Pencil, RefreshCw, Trash2, X } from 'lucide-react';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { IconButton } from './IconButton';

export default { title: 'UI / Kit / Icon Button' };

const row = { display: 'flex', gap: 8, alignItems: 'center' } as const;

export const Basic: Story = () => (
  <div style={row}>
    <IconButton label="Edit calendar">
      <Pencil />
    </IconButton>
    <IconButton label="Delete calendar" variant="danger">
      <Trash2 />
    </IconButton>
    <IconButton label="Refresh usage" variant="secondary">
      <RefreshCw />
    </IconButton>
    <IconButton label="Close" size="sm">
      <X />
    </IconButton>
  </div>
);

export const Disabled: Story = () => (
  <IconButton label="Edit calendar" disabled>
    <Pencil />
  </IconButton>
);

export const Busy: Story = () => (
  <IconButton label="Regenerate URL" busy>
    <RefreshCw />
  </IconButton>
);

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24 }}>
    <Basic />
  </GreenroomThemeProvider>
);
