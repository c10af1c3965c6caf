import { styled } from '../styled';
import { controlButtonCss, nativeControl, dialogPopoverCss } from '../FieldFrame/styles';

export const Trigger = styled.button`
  ${controlButtonCss};
  width: fit-content;
  min-width: 140px;
  text-transform: uppercase;
`;

/** Colour chip; an empty value shows a diagonal stripe. */
export const Swatch = styled.span<{ $color: string | null; $disabled: boolean }>`
  width: 20px;
  height: 20px;
  flex: none;
  border-radius: var(--gr-radius-sm);
  border: 1px solid var(--gr-color-border);
  background: ${({ $color, $disabled }) =>
    $disabled
      ? 'var(--gr-color-disabled)'
      : ($color ??
        'linear-gradient(to top right, transparent calc(50% - 1px), var(--gr-color-danger), transparent calc(50% + 1px))')};
`;

export const Popover = styled.div`
  ${dialogPopoverCss};

  .react-colorful {
    width: 200px;
    height: 180px;
  }
`;

export const HexInputBox = styled.div`
  display: flex;
  min-height: 38px;
  padding: 0 var(--gr-space-3);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius-sm);

  &:has(:focus-visible) {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 1px;
  }

  input {
    ${nativeControl};
    text-transform: uppercase;
  }
`;
