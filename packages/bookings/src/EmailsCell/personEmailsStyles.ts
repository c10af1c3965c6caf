import { styled } from '@greenroom/ui';
import type { DeliveryTagState } from './styles';

// The manage dialogs' Emails section (PersonEmails), apart from the Emails cell's styles so that the
// lists' first bytes do not carry it: it comes with the dialogs.

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
export const EmailLine = styled.li<{ $state: DeliveryTagState }>`
  color: ${({ $state }) => ($state === 'failed' ? 'var(--gr-color-danger)' : 'var(--gr-color-text)')};
  overflow-wrap: anywhere;
`;

export const Reason = styled.span`
  display: block;
`;
