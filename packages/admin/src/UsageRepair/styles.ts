import { styled } from '@greenroom/ui';

/** Name, Enter and Exit of each open attendance record, one row each. */
export const AttendeeGrid = styled.div`
  display: grid;
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius);
  overflow-x: auto;

  [role='row'] {
    display: grid;
    grid-template-columns: minmax(160px, 2fr) minmax(140px, 1.5fr) minmax(100px, 1fr);
    gap: var(--gr-space-2);
    align-items: center;
    padding: var(--gr-space-2) var(--gr-space-3);
  }

  [role='row']:first-child {
    font-weight: 600;
    border-bottom: 1px solid var(--gr-color-border);
  }

  [role='row']:nth-child(odd):not(:first-child) {
    background: var(--gr-color-surface-alt);
  }
`;
