import { styled } from 'styled-components';
import { media } from '@greenroom/ui';

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
