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

export const Tag = styled.li<{ $state: keyof typeof tagColor }>`
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

/** The manage dialogs' Emails section. */
export const PersonEmailsRoot = styled.section`
  margin: 0 0 var(--gr-space-3);
`;

export const SectionTitle = styled.h3`
  margin: 0 0 var(--gr-space-1);
  font-size: var(--gr-font-size-md);
  font-weight: 600;
`;

export const EmailLines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A template's state for the person; a failure's reason on a line below, wrapping at any width. */
export const EmailLine = styled.li<{ $state: keyof typeof tagColor }>`
  color: ${({ $state }) => ($state === 'failed' ? 'var(--gr-color-danger)' : 'var(--gr-color-text)')};
  overflow-wrap: anywhere;
`;

export const Reason = styled.span`
  display: block;
`;
