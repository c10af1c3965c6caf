import { css } from '../styled';

/** A bordered, rounded surface whose content stacks in a column (a table, a side of a transfer list). */
export const framedPanel = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius);
  background: var(--gr-color-surface);
  overflow: hidden;
`;
