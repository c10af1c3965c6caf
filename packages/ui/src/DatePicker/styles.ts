import styled from 'styled-components';
import { nativeControl, popoverCss } from '../FieldFrame/styles';

export const DateInput = styled.input`
  ${nativeControl};
  min-height: 36px;
  width: 11ch;
`;

export const Popover = styled.div`
  ${popoverCss};
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-2);
  padding: var(--gr-space-3);
  outline: none;
`;

export const PopoverFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--gr-space-2);
`;
