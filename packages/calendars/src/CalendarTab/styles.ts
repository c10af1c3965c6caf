import { styled } from '@greenroom/ui';

/** No padding of its own: the space window pads every tab panel alike, so headings keep their place across tabs. */
export const TabRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-4);
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;
