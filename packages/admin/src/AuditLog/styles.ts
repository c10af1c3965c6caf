import { media, styled } from '@greenroom/ui';
import { DetailPanel } from '../shared';

/** The filters: stacked on a phone, side by side from md; the count and the CSV button after them. */
export const FilterBar = styled.div`
  display: grid;
  gap: var(--gr-space-3);
  align-items: end;

  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
  }
`;

/** "Showing n of m entries" and the CSV button. */
export const ListHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--gr-space-2);

  p {
    margin: 0;
    color: var(--gr-color-text-muted);
  }
`;

/** The opened entry's field-by-field list. */
export const ChangesPanel = styled(DetailPanel)`
  ul {
    display: grid;
    gap: var(--gr-space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** One field: its name and how it changed, then before → after; long values wrap, never scroll sideways. */
export const ChangeItem = styled.li`
  display: grid;
  gap: var(--gr-space-1);
  padding-bottom: var(--gr-space-2);
  border-bottom: 1px solid var(--gr-color-border);
  overflow-wrap: anywhere;

  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }

  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0 var(--gr-space-2);
    margin: 0;
  }

  dt {
    color: var(--gr-color-text-muted);
  }

  dd {
    margin: 0;
    font-family: ui-monospace, monospace;
    white-space: pre-wrap;
  }
`;

/** A field's name and its kind of change. */
export const FieldName = styled.p`
  margin: 0;
  font-weight: 600;

  span {
    margin-inline-start: var(--gr-space-2);
    font-weight: 400;
    color: var(--gr-color-text-muted);
  }
`;
