import type { Story } from '@ladle/react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { GreenroomThemeProvider } from './GreenroomThemeProvider';
import { tokens, type ThemeMode, type ThemeVariable } from './tokens';

export default { title: 'UI / Theme / Greenroom Theme Provider' };

const colourNames = (Object.keys(tokens.light) as ThemeVariable[]).filter((name) => name.startsWith('--gr-color-'));

function Swatches({ mode }: { mode: ThemeMode }) {
  return (
    <GreenroomThemeProvider mode={mode} style={{ padding: 24 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 12 }}>
        {colourNames.map((name) => (
          <div key={name} style={{ border: '1px solid var(--gr-color-border)', borderRadius: 'var(--gr-radius)' }}>
            <div style={{ height: 48, background: `var(${name})`, borderRadius: 'var(--gr-radius) var(--gr-radius) 0 0' }} />
            <div style={{ padding: 8, fontSize: 'var(--gr-font-size-sm)' }}>
              <div>{name}</div>
              <div style={{ color: 'var(--gr-color-text-muted)' }}>{tokens[mode][name]}</div>
            </div>
          </div>
        ))}
      </div>
    </GreenroomThemeProvider>
  );
}

export const Light: Story = () => <Swatches mode="light" />;
export const Dark: Story = () => <Swatches mode="dark" />;

/** A dialog portalled to <body> from inside a dark provider still renders dark (ThemeScope). */
export const DarkPortalled: Story = () => (
  <GreenroomThemeProvider mode="dark" style={{ padding: 24 }}>
    <Dialog open title="Name Calendar" onClose={() => undefined} actions={<Button>SAVE</Button>}>
      <p>Portalled to the body, themed dark.</p>
    </Dialog>
  </GreenroomThemeProvider>
);
