import { Button, media, styled } from '@greenroom/ui';

/** The calendar beside the list from md, above it on a phone. */
export const OverviewLayout = styled.div`
  display: grid;
  gap: var(--gr-space-4);
  align-items: start;

  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

/** A booking's name opening it: as wide as its cell at most, wrapping onto a second line. */
export const NameButton = styled(Button)`
  min-width: 0;
  max-width: 100%;
  justify-content: flex-start;
  /* Level with the column's header; on a phone the name keeps the narrow column's every pixel. */
  padding-inline: 0;
  white-space: normal;
  text-align: start;
`;

/** The name, at most two lines; a longer one ends in an ellipsis (the button's title holds it whole). */
export const NameText = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: break-word;
`;
