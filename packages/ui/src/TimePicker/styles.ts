import { styled } from '../styled';
import { ControlBox, nativeControl } from '../FieldFrame/styles';

export const TimeInput = styled.input`
  ${nativeControl};
  min-height: 36px;
  color-scheme: light dark;

  &::-webkit-calendar-picker-indicator {
    cursor: pointer;
  }
`;

export const TimeBox = styled(ControlBox)`
  max-width: 200px;
`;
