import { TABLE_CARD_QUERY, styled } from '@greenroom/ui';

/** One line in a desktop row (a failure's reason ends in an ellipsis); wrapped on a phone-width card. */
export const Tags = styled.ul`
  display: flex;
  gap: var(--gr-space-1);
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow: hidden;
  white-space: nowrap;

  ${TABLE_CARD_QUERY} {
    flex-wrap: wrap;
    white-space: normal;
    overflow: visible;

    & > li {
      overflow: visible;
      overflow-wrap: anywhere;
    }
  }
`;

const tagColor = { sent: 'var(--gr-color-text-muted)', queued: 'var(--gr-color-text-muted)', failed: 'var(--gr-color-danger)' } as const;

/** A template's state for a person, as the Emails cell and the manage dialogs' Emails section colour it. */
export type DeliveryTagState = keyof typeof tagColor;

export const Tag = styled.li<{ $state: DeliveryTagState }>`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  font-size: 0.85em;
  color: ${({ $state }) => tagColor[$state]};
  font-style: ${({ $state }) => ($state === 'queued' ? 'italic' : 'normal')};
`;

export const Muted = styled.span`
  font-size: 0.85em;
  color: var(--gr-color-text-muted);
`;
