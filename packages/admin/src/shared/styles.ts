import { focusRing, media, styled } from '@greenroom/ui';

/** A column of fields and actions (every admin form). */
export const FormColumn = styled.form`
  display: grid;
  gap: var(--gr-space-3);
  max-width: 640px;
`;

/** Fields side by side from the md breakpoint, stacked on a phone. */
export const FieldRow = styled.div`
  display: grid;
  gap: var(--gr-space-3);

  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
`;

/** A row of buttons, wrapping on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-2);
`;

/** An error of the screen (role alert). */
export const ErrorText = styled.p`
  margin: 0;
  color: var(--gr-color-danger);
  font-weight: 600;
`;

/** The 'Success' panel. */
export const SuccessBox = styled.div`
  display: grid;
  justify-items: start;
  gap: var(--gr-space-3);

  p {
    margin: 0;
    color: var(--gr-color-success);
    font-size: var(--gr-font-size-lg);
    font-weight: 600;
  }
`;

/** A titled section of a screen. */
export const Section = styled.section`
  display: grid;
  gap: var(--gr-space-3);
  min-width: 0;

  h2 {
    margin: 0;
    font-size: var(--gr-font-size-md, 1.1rem);
    font-weight: 600;
  }
`;

/** Muted helper text. */
export const Hint = styled.p`
  margin: 0;
  color: var(--gr-color-text-muted);
`;

/** Two stacked one-line texts in a table cell (a date over its time and zone). */
export const TwoLines = styled.span`
  display: grid;
  min-width: 0;
  line-height: 1.3;
`;

/** At most two lines of text, then an ellipsis. */
export const ClampTwo = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  white-space: normal;
  line-height: 1.3;
`;

/**
 * A table cell's disclosure button (an audit entry's summary, a delivery's failure reason): one
 * line cut with an ellipsis; pressing it opens the whole text in a panel under the table, so touch
 * users read it too.
 */
export const DisclosureButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--gr-space-1);
  max-width: 100%;
  min-height: 32px;
  padding: 0 var(--gr-space-1);
  border: 0;
  border-radius: var(--gr-radius-sm);
  background: none;
  color: var(--gr-color-primary);
  font: inherit;
  text-align: start;
  cursor: pointer;

  span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  svg {
    flex: none;
  }

  ${focusRing}
`;

/** A panel under a table that shows one row's details in full (its heading an h3), wrapping rather than cut. */
export const DetailPanel = styled.section`
  display: grid;
  gap: var(--gr-space-2);
  padding: var(--gr-space-3);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius);
  background: var(--gr-color-surface);

  h3 {
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
