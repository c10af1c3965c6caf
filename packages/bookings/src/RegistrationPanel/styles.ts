import { styled } from '@greenroom/ui';

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

/** The controls of a guest flow section, one under the other. */
export const FlowFields = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--gr-space-2);
`;

/** A number or a select that needs little room, full width on a phone. */
export const NarrowField = styled.div`
  width: 100%;
  max-width: 320px;
`;

/** A section's SAVE and what went wrong with it. */
export const SaveRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-2);
`;

/** The reminders, one row each. */
export const ReminderList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-2);
  max-width: 640px;
`;

/** One reminder: its switch and name, then its offset (wrapping under them on a phone). */
export const ReminderRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-1) var(--gr-space-3);
  padding-block: var(--gr-space-1);
  border-bottom: 1px solid var(--gr-color-border);

  & > :first-child {
    flex: 1 1 16rem;
    min-width: 0;
    display: flex;
    align-items: center;
    gap: var(--gr-space-2);
  }
  & > :last-child {
    flex: 0 1 10rem;
  }
`;
