import styled from 'styled-components';

export const ActivityTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: var(--gr-space-1) var(--gr-space-2);
    text-align: start;
    border-bottom: 1px solid var(--gr-color-border);
    overflow-wrap: anywhere;
  }
`;
