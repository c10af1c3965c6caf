import { styled } from '@greenroom/ui';

export const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gr-space-1) var(--gr-space-3);
  margin: var(--gr-space-2) 0;
`;

/** Search, Select All and the people, spaced so Select All does not touch the search box. */
export const Recipients = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-2);
`;

/** Select All with, at its end, how many a search shows. */
export const SelectAllRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--gr-space-2);
`;

/** How many a search shows: a polite status, present (empty) while nothing is searched so it is announced. */
export const ShownCount = styled.span`
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-text-muted);
`;

/** The dialog's own loading and error body. */
export const StateBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--gr-space-2);
`;

export const StateTag = styled.span<{ $failed?: boolean }>`
  font-size: 0.85em;
  color: ${({ $failed }) => ($failed ? 'var(--gr-color-danger)' : 'var(--gr-color-text-muted)')};
`;

export const PreviewFrame = styled.iframe`
  width: 100%;
  height: 360px;
  border: 1px solid var(--gr-color-border);
  background: #fff;
`;

export const PreviewText = styled.pre`
  white-space: pre-wrap;
  margin: 0;
  max-height: 360px;
  overflow-y: auto;
`;

export const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: var(--gr-space-2);
`;
