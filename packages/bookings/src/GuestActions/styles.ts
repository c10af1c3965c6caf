import { styled } from '@greenroom/ui';

/** A link with its buttons, wrapping on a phone. */
export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-2);
  margin-bottom: var(--gr-space-3);
`;

export const LinkLabel = styled.span`
  font-weight: 600;
`;

/** The link itself: breaks anywhere so a long code never widens the dialog. */
export const LinkValue = styled.code`
  flex: 1 1 220px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gr-space-2);
  margin-bottom: var(--gr-space-3);
`;

export const InlineError = styled.p`
  margin: 0 0 var(--gr-space-2);
  color: var(--gr-color-danger-text, var(--gr-color-danger));
`;

/** Send Invite's facts: a term and its value per line, the value wrapping at any width. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: var(--gr-space-1) var(--gr-space-3);
  margin: 0 0 var(--gr-space-2);

  & > div {
    display: contents;
  }

  & dt {
    font-weight: 600;
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
