import styled from 'styled-components';

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: var(--gr-space-2);
`;

export const TemplateTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  & th,
  & td {
    text-align: left;
    padding: var(--gr-space-1) var(--gr-space-2);
    border-bottom: 1px solid var(--gr-color-border);
  }

  & td:last-child {
    white-space: nowrap;
    text-align: right;
  }
`;
