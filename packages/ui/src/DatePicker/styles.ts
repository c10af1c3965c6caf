import { styled } from '../styled';
import { nativeControl, dialogPopoverCss } from '../FieldFrame/styles';

export const DateInput = styled.input`
  ${nativeControl};
  min-height: 36px;
  width: 11ch;
`;

export const Popover = styled.div`
  ${dialogPopoverCss};
  outline: none;
`;

export const PopoverFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--gr-space-2);
`;
