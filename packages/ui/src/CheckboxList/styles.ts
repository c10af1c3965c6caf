import { styled } from '../styled';

/**
 * The scrolling list: at most `$maxHeight` px and never more than 40% of the viewport's height, so
 * on a phone the dialog around it keeps its search, toggles and buttons in view.
 */
export const ListRoot = styled.div<{ $maxHeight: number }>`
  position: relative;
  overflow-y: auto;
  max-height: min(${(p) => p.$maxHeight}px, 40vh);
  max-height: min(${(p) => p.$maxHeight}px, 40dvh);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius-sm);
  background: var(--gr-color-surface);
`;

export const ListSizer = styled.div`
  position: relative;
  width: 100%;
`;

/** One row at its virtual offset: the checkbox, then its detail, wrapping below it when narrow. */
export const ListRow = styled.div<{ $minHeight: number }>`
  position: absolute;
  top: 0;
  left: 0;
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0 var(--gr-space-2);
  width: 100%;
  min-height: ${(p) => p.$minHeight}px;
  padding: var(--gr-space-1) var(--gr-space-2);

  & > label {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const Detail = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const EmptyRow = styled.p`
  margin: 0;
  padding: var(--gr-space-3) var(--gr-space-2);
  color: var(--gr-color-text-muted);
`;
