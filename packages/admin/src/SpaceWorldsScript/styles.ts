import { styled } from '@greenroom/ui';

/** The button and both lists. */
export const Lists = styled.div`
  display: grid;
  gap: var(--gr-space-4);

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export const ItemList = styled.ul`
  display: grid;
  gap: var(--gr-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One invalid space: link, copy, world, property and (World list) REPAIR, wrapping on a phone. */
export const ItemRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-2) var(--gr-space-3);
  padding: var(--gr-space-2) var(--gr-space-3);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius);

  a {
    color: var(--gr-color-primary);
    font-weight: 600;
  }
`;

export const Meta = styled.span`
  color: var(--gr-color-text-muted);
`;
