import { styled, css } from '../styled';
import { focusRing } from '../theme/focusRing';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: var(--gr-color-primary);
    color: var(--gr-color-primary-contrast);
    border-color: var(--gr-color-primary);
    &:hover:not(:disabled) {
      background: var(--gr-color-primary-hover);
      border-color: var(--gr-color-primary-hover);
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
  text: css`
    background: transparent;
    color: var(--gr-color-primary);
    border-color: transparent;
    padding-inline: var(--gr-space-2);
    &:hover:not(:disabled) {
      background: var(--gr-color-surface-alt);
    }
  `,
  danger: css`
    background: var(--gr-color-danger);
    color: var(--gr-color-danger-contrast);
    border-color: var(--gr-color-danger);
    &:hover:not(:disabled) {
      background: var(--gr-color-danger-hover);
      border-color: var(--gr-color-danger-hover);
    }
  `,
};

export const ButtonRoot = styled.button<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--gr-space-2);
  min-height: 36px;
  padding: 0 var(--gr-space-4);
  border: 1px solid transparent;
  border-radius: var(--gr-radius-sm);
  font: inherit;
  font-size: var(--gr-font-size-md);
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    box-shadow 0.15s;

  ${(p) => variants[p.$variant]}

  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const ButtonIcon = styled.span`
  display: inline-flex;
  flex: none;
  & > svg {
    width: 18px;
    height: 18px;
  }
`;
