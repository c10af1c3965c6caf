import { styled } from '@greenroom/ui';
import { DetailPanel } from '../shared';

/** The screen: the delivery queue above the kept mail. */
export const Screen = styled.div`
  display: grid;
  gap: var(--gr-space-5, 2rem);
  min-width: 0;
`;

/** The state filter above the deliveries, at most a phone's width. */
export const Filter = styled.div`
  max-width: 240px;
`;

/** A delivery's state; failed ones in the danger colour (the word says it too). */
export const StateText = styled.span<{ $failed: boolean }>`
  font-weight: ${({ $failed }) => ($failed ? 600 : 400)};
  color: ${({ $failed }) => ($failed ? 'var(--gr-color-danger)' : 'inherit')};
`;

/** A failed delivery's whole reason, under the queue. */
export const ReasonPanel = styled(DetailPanel)`
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
