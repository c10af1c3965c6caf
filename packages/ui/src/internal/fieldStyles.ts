import { styled, css } from '../styled';

/** Shared look of labelled form controls (TextField, Select). Not exported from the package. */
export const FieldRoot = styled.div<{ $fullWidth?: boolean }>`
  display: inline-flex;
  flex-direction: column;
  gap: var(--gr-space-1);
  min-width: 0;
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
`;

export const FieldLabel = styled.label<{ $hidden?: boolean }>`
  font-size: var(--gr-font-size-sm);
  font-weight: 600;
  color: var(--gr-color-text);

  ${(p) =>
    p.$hidden &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    `}
`;

export const RequiredMark = styled.span`
  color: var(--gr-color-danger);
  margin-inline-start: 2px;
`;

export const ControlBox = styled.div<{ $invalid: boolean; $disabled: boolean; $multiline?: boolean }>`
  position: relative;
  display: flex;
  align-items: ${(p) => (p.$multiline ? 'flex-start' : 'center')};
  gap: var(--gr-space-2);
  min-height: 38px;
  padding: 0 var(--gr-space-3);
  background: var(--gr-color-surface);
  color: var(--gr-color-text);
  border: 1px solid ${(p) => (p.$invalid ? 'var(--gr-color-danger)' : 'var(--gr-color-border)')};
  border-radius: var(--gr-radius-sm);
  transition: border-color 0.15s;

  &:hover {
    border-color: ${(p) => (p.$invalid ? 'var(--gr-color-danger)' : 'var(--gr-color-text-muted)')};
  }

  /* The ring sits on the box so adornments stay inside it. */
  &:has(:focus-visible) {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 1px;
  }

  ${(p) =>
    p.$disabled &&
    css`
      background: var(--gr-color-surface-alt);
      color: var(--gr-color-disabled);
      border-color: var(--gr-color-border);
      cursor: not-allowed;
      &:hover {
        border-color: var(--gr-color-border);
      }
    `}
`;

export const nativeControl = css`
  flex: 1;
  min-width: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: var(--gr-font-size-md);

  &::placeholder {
    color: var(--gr-color-text-muted);
    opacity: 1;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

export const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: var(--gr-color-text-muted);

  & > svg {
    width: 18px;
    height: 18px;
  }
`;

export const HelperText = styled.p<{ $invalid: boolean }>`
  margin: 0;
  font-size: var(--gr-font-size-sm);
  color: ${(p) => (p.$invalid ? 'var(--gr-color-danger)' : 'var(--gr-color-text-muted)')};
`;
