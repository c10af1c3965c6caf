import { styled } from '@greenroom/ui';

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: var(--gr-space-2);
`;
