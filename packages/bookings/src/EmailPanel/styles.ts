import { styled } from 'styled-components';

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: var(--gr-space-2);
`;
