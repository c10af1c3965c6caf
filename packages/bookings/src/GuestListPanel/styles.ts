import { styled } from '@greenroom/ui';

/** The waitlist and the offered guests: one row per guest, wrapping on a phone. */
export const GuestLine = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

/** Position, name and email, then PROMOTE or the offer's expiry. */
export const GuestLineItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-1) var(--gr-space-2);
  padding-block: var(--gr-space-2);
  border-bottom: 1px solid var(--gr-color-border);
`;

export const Position = styled.span`
  flex: 0 0 2.5rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** Name over email; the email breaks anywhere rather than push the dialog sideways. */
export const Who = styled.span`
  flex: 1 1 12rem;
  min-width: 0;
  display: flex;
  flex-direction: column;
  overflow-wrap: anywhere;
`;

export const Muted = styled.span`
  color: var(--gr-color-text-muted);
  font-size: var(--gr-font-size-sm);
`;

export const ListTitle = styled.h3`
  margin: var(--gr-space-3) 0 0;
  font-size: var(--gr-font-size-md);
  font-weight: 600;
`;

export const Empty = styled.p`
  margin: 0;
  color: var(--gr-color-text-muted);
`;
