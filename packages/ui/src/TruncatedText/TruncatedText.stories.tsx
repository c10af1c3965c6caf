import type { Story } from '@ladle/react';
import { TruncatedText } from './TruncatedText';

export default { title: 'UI / Kit / Truncated Text' };

const name = 'Annual Partner Summit 2026 – Main Stage Keynote and Product Announcements';

/** Hover the cut name to see it whole. */
export const Basic: Story = () => (
  <div style={{ display: 'grid', gap: 8 }}>
    <div style={{ width: 220, border: '1px dashed var(--gr-color-border)' }}>
      <TruncatedText>{name}</TruncatedText>
    </div>
    <div style={{ width: 220, border: '1px dashed var(--gr-color-border)' }}>
      <TruncatedText>Lobby</TruncatedText>
    </div>
  </div>
);

/** In a flex row next to a fixed button, as in a header on a phone. */
export const InFlexRow: Story = () => (
  <div style={{ display: 'flex', alignItems: 'center', gap: 8, width: 300, border: '1px dashed var(--gr-color-border)' }}>
    <TruncatedText style={{ flex: 1 }}>{name}</TruncatedText>
    <button type="button">EDIT</button>
  </div>
);
