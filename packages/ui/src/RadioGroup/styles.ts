import styled from 'styled-components';
import { visuallyHidden } from '../internal/visuallyHidden';

export const GroupRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: var(--gr-space-2);
`;

export const GroupLabel = styled.span`
  font-size: var(--gr-font-size-sm);
  font-weight: 600;
  color: var(--gr-color-text);
`;

export const Options = styled.div<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$horizontal ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${(p) => (p.$horizontal ? 'var(--gr-space-4)' : 'var(--gr-space-2)')};
`;

export const GroupError = styled.p`
  margin: 0;
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-danger);
`;

export const RadioRoot = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--gr-space-2);
  color: ${(p) => (p.$disabled ? 'var(--gr-color-disabled)' : 'var(--gr-color-text)')};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
`;

export const NativeRadio = styled.input`
  ${visuallyHidden}
`;

export const Dot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 18px;
  height: 18px;
  border: 2px solid var(--gr-color-text-muted);
  border-radius: 50%;
  background: var(--gr-color-surface);

  &::after {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: var(--gr-color-primary);
    transform: scale(0);
    transition: transform 0.12s;
  }

  input:checked + & {
    border-color: var(--gr-color-primary);
  }

  input:checked + &::after {
    transform: scale(1);
  }

  input:focus-visible + & {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 2px;
  }

  input:disabled + & {
    border-color: var(--gr-color-disabled);
    background: var(--gr-color-surface-alt);
  }

  input:disabled + &::after {
    background: var(--gr-color-disabled);
  }
`;
