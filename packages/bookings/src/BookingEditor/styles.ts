import { styled } from '@greenroom/ui';

export const EditorRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-4);
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;

export const Header = styled.header<{ $superAdmin: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-2);
  padding-bottom: ${({ $superAdmin }) => ($superAdmin ? 'var(--gr-space-5)' : 'var(--gr-space-2)')};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--gr-font-size-lg);
  font-weight: 600;
`;

export const LiveBadge = styled.span`
  padding: 2px var(--gr-space-2);
  border-radius: 999px;
  background: var(--gr-color-danger);
  color: var(--gr-color-danger-contrast);
  font-size: var(--gr-font-size-sm);
  font-weight: 700;
  letter-spacing: 0.05em;
`;

export const Spacer = styled.span`
  flex: 1;
`;

export const BookingIdRow = styled.p`
  flex-basis: 100%;
  display: flex;
  align-items: center;
  gap: var(--gr-space-2);
  margin: 0;
  color: var(--gr-color-text-muted);
  font-size: var(--gr-font-size-sm);
`;

/** The open tab's panel; dimmed (after a moment, so a quick switch does not flicker) while the next tab's code loads. */
export const PanelFrame = styled.div`
  transition: opacity 0.15s;

  &[aria-busy='true'] {
    opacity: 0.6;
    transition-delay: 0.2s;
  }
`;
