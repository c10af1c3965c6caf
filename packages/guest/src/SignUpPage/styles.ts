import { styled } from '@greenroom/ui';

/** The sign-up fields, one per row (phone first; a form of at most eleven fields reads best in one column). */
export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-3);
`;
