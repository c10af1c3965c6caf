import { styled } from '@greenroom/ui';

export const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-3);
  min-width: min(320px, 100%);
`;
