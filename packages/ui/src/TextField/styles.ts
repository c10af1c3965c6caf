import { styled } from '../styled';
import { nativeControl } from '../internal/fieldStyles';

export const Input = styled.input`
  ${nativeControl}
  height: 36px;
  padding: 0;
`;

export const TextArea = styled.textarea`
  ${nativeControl}
  padding: var(--gr-space-2) 0;
  resize: vertical;
  line-height: 1.5;
`;

export const RevealSlot = styled.span`
  display: inline-flex;
  margin-inline-end: calc(-1 * var(--gr-space-2));
`;
