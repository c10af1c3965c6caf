import { styled } from '@greenroom/ui';

/** The project's webhooks, one card under the other. */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One webhook: its address, events and state, its actions, and its delivery log when open. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-2);
  min-width: 0;
  padding: var(--gr-space-3) var(--gr-space-4);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius-md, 8px);
  background: var(--gr-color-surface);
`;

/** The address: long ones break anywhere rather than widen the page. */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: var(--gr-font-size-md, 1rem);
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const CardLine = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The webhook's state; one Greenroom turned off in the danger colour (the words say it too). */
export const StateLine = styled.p<{ $turnedOff: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ $turnedOff }) => ($turnedOff ? 'var(--gr-color-danger)' : 'inherit')};
`;

/** The switch and buttons; they wrap at phone width. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-2) var(--gr-space-3);
`;

/** A webhook's delivery log under its card's actions. */
export const DeliveriesRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-2);
  min-width: 0;
  padding-top: var(--gr-space-2);
  border-top: 1px solid var(--gr-color-border);
`;

export const DeliveriesHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--gr-space-2);

  > h4 {
    margin: 0;
    font-size: var(--gr-font-size-sm, 0.875rem);
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** A delivery's state; failed ones in the danger colour (the word says it too). */
export const DeliveryState = styled.span<{ $failed: boolean }>`
  font-weight: ${({ $failed }) => ($failed ? 600 : 400)};
  color: ${({ $failed }) => ($failed ? 'var(--gr-color-danger)' : 'inherit')};
`;

/** The event checkboxes: one group per record, side by side where there is room. */
export const EventGroups = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 var(--gr-space-4);
  margin: var(--gr-space-3) 0 0;
  padding: 0;
  border: 0;
  min-width: 0;

  > legend {
    padding: 0;
    margin-bottom: var(--gr-space-2);
    font-weight: 600;
  }

  > p {
    grid-column: 1 / -1;
  }
`;
