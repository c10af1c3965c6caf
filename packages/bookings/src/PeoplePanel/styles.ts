import { styled } from '@greenroom/ui';

export const PanelRoot = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-3);
  min-width: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-2);
`;

export const RowButtons = styled.div`
  display: flex;
  gap: var(--gr-space-1);
`;

/** The search: beside the buttons on a wide screen, a line of its own on a phone. */
export const SearchBox = styled.div`
  flex: 1 1 240px;
  max-width: 360px;
  margin-inline-start: auto;
`;

/**
 * How many the search shows: a polite status that stays in the page while empty (a live region
 * added later is not announced), taking no room then.
 */
export const MatchCount = styled.p`
  margin: 0;
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-text-muted);

  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;
