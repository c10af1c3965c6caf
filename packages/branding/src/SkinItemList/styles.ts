import { styled } from '@greenroom/ui';

export const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid var(--gr-color-border);
  border-radius: 8px;
  overflow: hidden;
`;

export const Row = styled.li`
  display: flex;
  align-items: center;
  gap: var(--gr-space-3);
  padding: var(--gr-space-2) var(--gr-space-3);
  &:nth-child(even) {
    background: var(--gr-color-surface-alt);
  }
`;

export const RowLabel = styled.span`
  flex: 1;
  min-width: 0;
  color: var(--gr-color-text);
`;

