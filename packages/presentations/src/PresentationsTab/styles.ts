import { styled } from '@greenroom/ui';

export const TabRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-4);
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;

export const ListHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--gr-space-3);
`;

export const ListTitle = styled.h2`
  margin: 0;
  font-size: var(--gr-font-size-lg);
  font-weight: 600;
`;

export const RowActions = styled.div`
  display: flex;
  gap: var(--gr-space-1);
  justify-content: flex-end;
`;
