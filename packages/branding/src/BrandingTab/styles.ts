import { styled } from '@greenroom/ui';

export const TabRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-4);
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;

export const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-4);
  padding-top: var(--gr-space-4);
`;

export const LoadError = styled.p`
  margin: 0;
  color: var(--gr-color-danger);
`;
