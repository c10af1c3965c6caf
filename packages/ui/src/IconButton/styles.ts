import { styled, css } from '../styled';
import { focusRing } from '../theme/focusRing';

export type IconButtonVariant = 'text' | 'secondary' | 'primary' | 'danger';
export type IconButtonSize = 'sm' | 'md';

const variants: Record<IconButtonVariant, ReturnType<typeof css>> = {
  text: css`
    background: transparent;
    color: var(--gr-color-text-muted);
    border-color: transparent;
    &:hover:not(:disabled) {
      background: var(--gr-color-surface-alt);
      color: var(--gr-color-text);
    }
  `,
  secondary: css`
    background: var(--gr-color-surface);
    color: var(--gr-color-text);
    border-color: var(--gr-color-border);
    &:hover:not(:disabled) {
      background: var(--gr-color-surface-alt);
    }
  `,
  primary: css`
    background: var(--gr-color-primary);
    color: var(--gr-color-primary-contrast);
    border-color: var(--gr-color-primary);
    &:hover:not(:disabled) {
      background: var(--gr-color-primary-hover);
      border-color: var(--gr-color-primary-hover);
    }
  `,
  danger: css`
    background: transparent;
    color: var(--gr-color-danger);
    border-color: transparent;
    &:hover:not(:disabled) {
      background: var(--gr-color-surface-alt);
    }
  `,
};

export const IconButtonRoot = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${(p) => (p.$size === 'sm' ? 28 : 36)}px;
  height: ${(p) => (p.$size === 'sm' ? 28 : 36)}px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: var(--gr-radius-sm);
  font: inherit;
  cursor: pointer;
  transition: background-color 0.15s, color 0.15s;

  ${(p) => variants[p.$variant]}
  ${focusRing}

  & > svg {
    width: ${(p) => (p.$size === 'sm' ? 16 : 20)}px;
    height: ${(p) => (p.$size === 'sm' ? 16 : 20)}px;
  }

  &:disabled {
    cursor: not-allowed;
    color: var(--gr-color-disabled);
    opacity: 0.7;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;
