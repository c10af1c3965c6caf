import { styled } from '@greenroom/ui';

/** A panel: its header over its content, in the portal's font and colours. */
export const PanelRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-4);
  min-width: 0;
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;

/** The panel's title and its main action; they wrap under each other at phone width. */
export const PanelHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--gr-space-3);
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: var(--gr-font-size-lg);
  font-weight: 600;
`;

/** A sentence under the title saying what the panel is for. */
export const PanelIntro = styled.p`
  margin: 0;
  color: var(--gr-color-text-muted);
`;

/** An error text (announced) with its RETRY beside it. */
export const ErrorRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-3);
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--gr-color-danger);
`;

/** A group of checkboxes under its legend. */
export const CheckGroupRoot = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-2);
  margin: 0 0 var(--gr-space-3);
  padding: 0;
  border: 0;
  min-width: 0;

  > legend {
    padding: 0;
    margin-bottom: var(--gr-space-2);
    font-weight: 600;
  }
`;
