import { styled } from 'styled-components';

/** The spaces to tick, in columns from a wide screen. */
export const SpaceChecklist = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: var(--gr-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;
