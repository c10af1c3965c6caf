import { styled } from 'styled-components';

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--gr-space-6);
`;
