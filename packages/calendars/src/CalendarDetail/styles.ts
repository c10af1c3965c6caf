import { focusRing, styled } from '@greenroom/ui';

export const DetailRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-4);
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;

export const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--gr-space-2);
`;

export const CalendarName = styled.h2`
  margin: 0 var(--gr-space-2) 0 0;
  font-size: var(--gr-font-size-lg);
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const UrlBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-2);
  padding: var(--gr-space-4);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius);
  background: var(--gr-color-surface);
`;

export const UrlLabel = styled.span`
  color: var(--gr-color-text-muted);
  font-size: var(--gr-font-size-sm);
`;

export const UrlText = styled.code`
  font-size: var(--gr-font-size-md);
  overflow-wrap: anywhere;
  user-select: all;
`;

export const UrlActions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: var(--gr-space-2);
`;

export const SubscribeLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--gr-space-1);
  padding: var(--gr-space-1) var(--gr-space-2);
  border-radius: var(--gr-radius-sm);
  color: var(--gr-color-primary);
  font-size: var(--gr-font-size-md);
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
  svg {
    width: 18px;
    height: 18px;
  }
`;
