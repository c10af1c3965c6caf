import { styled } from '../styled';
import { nativeControl } from '../internal/fieldStyles';

export const NativeSelect = styled.select`
  ${nativeControl}
  appearance: none;
  height: 36px;
  padding: 0 var(--gr-space-6) 0 0;
  margin-inline-end: calc(-1 * var(--gr-space-6));
  cursor: pointer;

  /* Options render in the OS popup; keep them readable in dark mode. */
  & > option {
    background: var(--gr-color-surface);
    color: var(--gr-color-text);
  }
`;

export const Chevron = styled.span`
  display: inline-flex;
  pointer-events: none;
  color: var(--gr-color-text-muted);

  & > svg {
    width: 18px;
    height: 18px;
  }
`;
