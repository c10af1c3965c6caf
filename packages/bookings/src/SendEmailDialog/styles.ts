import { styled } from 'styled-components';

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

export const People = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 320px;
  overflow-y: auto;

  & > li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--gr-space-2);
    padding: 2px 0;
  }
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
