import { styled, css } from '../styled';
import { visuallyHidden } from './visuallyHidden';

/** The label around a checkbox or radio: the drawn control and its text side by side, greyed when disabled. */
export const ChoiceLabel = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--gr-space-2);
  color: ${(p) => (p.$disabled ? 'var(--gr-color-disabled)' : 'var(--gr-color-text)')};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
`;

/** The native checkbox or radio: hidden but focusable, followed by the drawn control. */
export const NativeChoice = styled.input`
  ${visuallyHidden}
`;

/** The 18 px box of a drawn checkbox or radio (the shape's radius and marks are the control's own). */
export const choiceControlBox = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 18px;
  height: 18px;
  border: 2px solid var(--gr-color-text-muted);
  background: var(--gr-color-surface);
`;

/**
 * Focus ring and disabled look of a drawn control that follows its hidden input. Put it after the
 * checked rules, so a disabled control keeps the disabled border.
 */
export const choiceControlStates = css`
  input:focus-visible + & {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 2px;
  }

  input:disabled + & {
    border-color: var(--gr-color-disabled);
    background: var(--gr-color-surface-alt);
  }
`;
