import type { Story } from '@ladle/react';
import { useState } from 'react';
import { useSnackbar } from '../Snackbar/useSnackbar';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { TruncatedText } from '../TruncatedText/TruncatedText';
import { CopyButton } from './CopyButton';

export default { title: 'UI / Kit / Copy Button' };

export const Basic: Story = () => {
  const snackbar = useSnackbar();
  const url = 'https://calendar.example.com/ical/AB12CD';
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <code style={{ minWidth: 0 }}>
        <TruncatedText>{url}</TruncatedText>
      </code>
      <CopyButton
        text={url}
        label="Copy calendar link"
        onCopied={() => snackbar.show('Calendar Link Copied to Clipboard')}
        onError={() => snackbar.show('Copy failed')}
      />
      {snackbar.element}
    </div>
  );
};

export const WithStatus: Story = () => {
  const [status, setStatus] = useState('idle');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span>Space ID: sp-42</span>
      <CopyButton text="sp-42" label="Copy Space ID" size="sm"
        onCopied={() => setStatus('copied')} onError={() => setStatus('failed')} />
      <span>Status: {status}</span>
    </div>
  );
};

export const Disabled: Story = () => <CopyButton text="" label="Copy calendar link" disabled />;

export const Dark: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24 }}>
    <Basic />
  </GreenroomThemeProvider>
);
