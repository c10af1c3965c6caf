import type { Story } from '@ladle/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { TextField } from './TextField';

export default { title: 'UI / Kit / Text Field' };

const column = { display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 360 } as const;

export const Basic: Story = () => {
  const [value, setValue] = useState('');
  return <TextField label="Username" value={value} onValueChange={setValue} helperText="Your producer username" />;
};

export const Error: Story = () => <TextField label="First Name" required defaultValue="" error="Required" />;

export const Password: Story = () => {
  const [value, setValue] = useState('Secret123');
  return <TextField label="Password" type="password" revealable value={value} onValueChange={setValue} />;
};

export const Multiline: Story = () => <TextField label="Comment" multiline rows={4} fullWidth />;

export const Adornments: Story = () => (
  <div style={column}>
    <TextField label="Search" hideLabel placeholder="Search bookings" startAdornment={<Search />} />
    <TextField label="Default Game Port" type="number" defaultValue="443" endAdornment="port" />
  </div>
);

export const Disabled: Story = () => <TextField label="Space ID" disabled defaultValue="sp-42" />;

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24 }}>
    <div style={column}>
      <Basic />
      <Error />
      <Password />
      <Disabled />
    </div>
  </GreenroomThemeProvider>
);
