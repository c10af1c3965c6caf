import { styled } from '../styled';
import { visuallyHiddenCss } from '../FieldFrame/styles';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-1);
  font-family: var(--gr-font);
  color: var(--gr-color-text);
`;

export const Zone = styled.div<{ $dragging: boolean; $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--gr-space-2);
  min-height: 120px;
  padding: var(--gr-space-5);
  text-align: center;
  border: 2px dashed
    ${({ $dragging, $invalid }) =>
      $invalid ? 'var(--gr-color-danger)' : $dragging ? 'var(--gr-color-primary)' : 'var(--gr-color-border)'};
  border-radius: var(--gr-radius);
  background: ${({ $dragging }) => ($dragging ? 'var(--gr-color-surface-alt)' : 'var(--gr-color-surface)')};
  color: ${({ $disabled }) => ($disabled ? 'var(--gr-color-disabled)' : 'inherit')};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  font-size: var(--gr-font-size-md);

  &:focus-visible {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 2px;
  }
`;

export const Hint = styled.span`
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-text-muted);
`;

export const FileName = styled.span`
  font-weight: 600;
  word-break: break-all;
`;

export const ErrorText = styled.div`
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-danger);
`;

export const HiddenInput = styled.input`
  ${visuallyHiddenCss};
`;
