import type { Story } from '@ladle/react';
import { VisuallyHidden } from './VisuallyHidden';

export default { title: 'UI / Kit / Visually Hidden' };

/** A status read as 'Failed: Invitation' while the page shows '✕ Invitation'. */
export const Basic: Story = () => (
  <ul>
    <li>
      <VisuallyHidden>Failed: </VisuallyHidden>
      <span aria-hidden>✕ </span>Invitation
    </li>
  </ul>
);
