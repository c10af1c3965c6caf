import { styled } from '@greenroom/ui';

export const SettingForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--gr-space-2);
  max-width: 720px;
`;

/**
 * The field and its SAVE. The field's label, box and helper lie on this grid's rows (subgrid), so
 * SAVE sits level with the box, not with the label, whatever the label or the helper below.
 */
export const FieldLine = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-rows: auto auto auto;
  column-gap: var(--gr-space-2);
  row-gap: var(--gr-space-1);
  align-self: stretch;

  & > [data-ui='TextField'] {
    display: grid;
    grid-column: 1;
    grid-row: 1 / span 3;
    grid-template-rows: subgrid;
  }

  & > button {
    grid-column: 2;
    grid-row: 2;
    align-self: start;
  }
`;

export const Outcome = styled.p`
  margin: 0;
  color: var(--gr-color-text-muted);
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--gr-color-danger);
`;
