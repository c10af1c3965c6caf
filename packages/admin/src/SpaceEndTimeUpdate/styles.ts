import { styled } from '@greenroom/ui';

/** The spaces to tick, in columns from a wide screen. */
export const SpaceChecklist = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: var(--gr-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Under a space: the end it would get, in its own zone. */
export const NewClose = styled.p`
  margin: var(--gr-space-1) 0 0 calc(var(--gr-space-5) + var(--gr-space-1));
  color: var(--gr-color-text-muted);
  font-size: var(--gr-font-size-sm);
`;
