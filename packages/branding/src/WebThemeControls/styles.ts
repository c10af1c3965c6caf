import { styled } from '@greenroom/ui';

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--gr-space-6);
`;
