import { styled } from '@greenroom/ui';

/** The navigations and alerts of a story, one a line. */
export const StoryLog = styled.pre`
  margin: var(--gr-space-4);
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-text-muted);
`;
