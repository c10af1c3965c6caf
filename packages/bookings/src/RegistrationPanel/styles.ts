import { styled } from 'styled-components';

export const FieldTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: 520px;

  th,
  td {
    padding: var(--gr-space-1) var(--gr-space-2);
    text-align: start;
    border-bottom: 1px solid var(--gr-color-border);
  }

  th {
    font-weight: 600;
  }
`;

export const CapacityRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-3);
  min-height: 48px;
`;

export const Helper = styled.p`
  margin: 0;
  color: var(--gr-color-text-muted);
`;

/** Text for screen readers only (a checkbox's name inside the field table). */
export const ScreenReaderOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A refusal of the toggle's save, where no number field shows it. */
export const Problem = styled.p`
  margin: 0;
  color: var(--gr-color-danger);
`;
