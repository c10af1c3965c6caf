import { styled } from 'styled-components';

export const PanelRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-3);
  min-width: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-2);
`;

export const RowButtons = styled.div`
  display: flex;
  gap: var(--gr-space-1);
`;
