import { styled } from '../styled';
import { nativeControl, popoverCss } from '../FieldFrame/styles';

export const ComboInput = styled.input`
  ${nativeControl};
  min-height: 36px;
`;

export const Listbox = styled.div`
  ${popoverCss};
  overflow-y: auto;
  padding: var(--gr-space-1) 0;
  outline: none;
`;

export const Option = styled.div<{ $active: boolean; $selected: boolean }>`
  padding: var(--gr-space-2) var(--gr-space-3);
  cursor: pointer;
  background: ${({ $active }) => ($active ? 'var(--gr-color-surface-alt)' : 'transparent')};
  font-weight: ${({ $selected }) => ($selected ? 600 : 400)};
  color: ${({ $selected }) => ($selected ? 'var(--gr-color-primary)' : 'inherit')};
  box-shadow: ${({ $active }) => ($active ? 'inset 3px 0 0 var(--gr-color-focus)' : 'none')};
`;

export const NoMatch = styled.div`
  padding: var(--gr-space-2) var(--gr-space-3);
  color: var(--gr-color-text-muted);
  font-size: var(--gr-font-size-sm);
`;
