import { styled } from '@greenroom/ui';

export const PanelRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-5);
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-2);
`;

export const SectionTitle = styled.h3`
  margin: 0 0 var(--gr-space-1);
  font-size: var(--gr-font-size-md);
  font-weight: 600;
`;

/**
 * A label (or switch), a value and actions. The label column is 200px; where label and value do not
 * fit side by side (phones) the value wraps under the label with the actions, so a link keeps the
 * full width instead of breaking every few characters.
 */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-1) var(--gr-space-2);
  min-height: 40px;

  & > * {
    min-width: 0;
  }
  & > :first-child {
    flex: 0 0 200px;
  }
  & > :nth-child(2) {
    flex: 1 1 14rem;
  }
  & > :nth-child(2):empty {
    flex-basis: 0;
  }
`;

/** A row holding one control (a switch), spaced like the label rows. */
export const SettingRow = styled.div`
  display: flex;
  align-items: center;
  min-height: 40px;
`;

export const RowLabel = styled.span`
  font-weight: 600;
`;

export const RowValue = styled.span`
  overflow-wrap: anywhere;
`;

/** The viewer's own time under a row's value: a quieter line of its own. */
export const YourTime = styled.span`
  display: block;
  color: var(--gr-color-text-muted);
  font-size: var(--gr-font-size-sm);
`;

export const RowActions = styled.span`
  display: inline-flex;
  margin-inline-start: auto;
  align-items: center;
  gap: var(--gr-space-1);
`;

export const Divider = styled.hr`
  width: 100%;
  margin: var(--gr-space-2) 0;
  border: 0;
  border-top: 1px solid var(--gr-color-border);
`;
