import { styled } from 'styled-components';

/** The toggle above the chosen form. */
export const ModeColumn = styled.div`
  display: grid;
  gap: var(--gr-space-4);
`;
