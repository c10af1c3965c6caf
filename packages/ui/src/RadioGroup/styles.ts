import { styled } from '../styled';
import { choiceControlBox, choiceControlStates } from '../internal/choiceControl';

export { ChoiceLabel as RadioRoot, NativeChoice as NativeRadio } from '../internal/choiceControl';

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

export const Dot = styled.span`
  ${choiceControlBox}
  border-radius: 50%;

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

  ${choiceControlStates}

  input:disabled + &::after {
    background: var(--gr-color-disabled);
  }
`;
