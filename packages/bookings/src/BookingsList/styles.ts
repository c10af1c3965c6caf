import { styled } from '@greenroom/ui';

export const ListRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-4);
  min-width: 0;
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;

/** Title, search and NEW on one line; on a phone the search takes a line of its own under them. */
export const ListHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--gr-space-3);
`;

export const ListTitle = styled.h2`
  margin: 0;
  font-size: var(--gr-font-size-lg);
  font-weight: 600;
`;

/** The search box: between the title and NEW, a whole line of its own where they do not fit. */
export const SearchBox = styled.div`
  order: 1;
  flex: 1 1 100%;
  min-width: 0;

  @media (min-width: 600px) {
    order: 0;
    flex: 0 1 320px;
    margin-inline-start: auto;
  }
`;

/** Holds the table; its top is where the window-high list starts (see useWindowFillHeight). */
export const TableFrame = styled.div`
  min-width: 0;
`;
