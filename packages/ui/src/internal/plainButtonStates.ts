import { css } from '../styled';

/** Hover, keyboard focus and disabled look of the kit's plain bordered buttons (menu trigger, transfer buttons). */
export const plainButtonStates = css`
  &:hover:not(:disabled) {
    background: var(--gr-color-surface-alt);
  }

  &:focus-visible {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 1px;
  }

  &:disabled {
    color: var(--gr-color-disabled);
    cursor: not-allowed;
  }
`;
