import { styled } from '@greenroom/ui';

/** The event's time over the viewer's: two one-line texts, tight enough for a 44 px table row. */
export const ZonedLines = styled.span`
  display: grid;
  min-width: 0;
  line-height: 1.25;
`;

/** The viewer's own time: smaller and muted, so the event's time stays the one that counts. */
export const YourTimeLine = styled.span`
  display: grid;
  min-width: 0;
  color: var(--gr-color-text-muted);
  font-size: var(--gr-font-size-sm);
`;
