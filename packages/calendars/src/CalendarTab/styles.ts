import styled from 'styled-components';

export const TabRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-4);
  padding: var(--gr-space-4);
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;
