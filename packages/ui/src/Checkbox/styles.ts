import styled from 'styled-components';
import { visuallyHidden } from '../internal/visuallyHidden';

export const CheckboxRoot = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--gr-space-2);
  color: ${(p) => (p.$disabled ? 'var(--gr-color-disabled)' : 'var(--gr-color-text)')};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
`;

export const NativeCheckbox = styled.input`
  ${visuallyHidden}
`;

export const Box = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 18px;
  height: 18px;
  border: 2px solid var(--gr-color-text-muted);
  border-radius: 4px;
  background: var(--gr-color-surface);
  color: var(--gr-color-primary-contrast);
  transition: background-color 0.15s, border-color 0.15s;

  & > svg {
    width: 14px;
    height: 14px;
    flex: none;
    stroke-width: 3.5;
    display: none;
  }

  input:checked:not(:indeterminate) + & > svg[data-mark='check'],
  input:indeterminate + & > svg[data-mark='minus'] {
    display: block;
  }

  input:checked + &,
  input:indeterminate + & {
    background: var(--gr-color-primary);
    border-color: var(--gr-color-primary);
  }

  input:focus-visible + & {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 2px;
  }

  input:disabled + & {
    border-color: var(--gr-color-disabled);
    background: var(--gr-color-surface-alt);
  }

  input:disabled:checked + &,
  input:disabled:indeterminate + & {
    background: var(--gr-color-disabled);
  }

  input[aria-invalid='true'] + & {
    border-color: var(--gr-color-danger);
  }
`;
