import { media, styled } from '@greenroom/ui';

/** The calendar beside the list from md, above it on a phone. */
export const ScreenLayout = styled.div`
  display: grid;
  gap: var(--gr-space-4);
  align-items: start;

  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

/** The list's title and its CSV button. */
export const ListHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--gr-space-2);
`;

/** Label and value pairs of the Details popup. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: var(--gr-space-1) var(--gr-space-3);
  margin: 0;

  > div {
    display: contents;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
