import { styled } from '../styled';

/** The dialog's fields, one under the other. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-3);
  min-width: min(320px, 100%);
  margin: 0;
`;
