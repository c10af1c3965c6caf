import { styled } from '../styled';
import { choiceControlBox, choiceControlStates } from '../internal/choiceControl';

export { ChoiceLabel as CheckboxRoot, NativeChoice as NativeCheckbox } from '../internal/choiceControl';

export const Box = styled.span`
  ${choiceControlBox}
  border-radius: 4px;
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

  ${choiceControlStates}

  input:disabled:checked + &,
  input:disabled:indeterminate + & {
    background: var(--gr-color-disabled);
  }

  input[aria-invalid='true'] + & {
    border-color: var(--gr-color-danger);
  }
`;
