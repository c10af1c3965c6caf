import { styled } from '@greenroom/ui';

/** The toggle above the chosen form. */
export const ModeColumn = styled.div`
  display: grid;
  gap: var(--gr-space-4);
`;
