import { focusRing, media, styled } from '@greenroom/ui';

/** A guest page: one column on a phone, a centred card from a tablet up; colours from the theme (light or dark). */
export const PageRoot = styled.main`
  box-sizing: border-box;
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  padding: var(--gr-space-4) var(--gr-space-3);
  color: var(--gr-color-text);
  background: var(--gr-color-bg);
  font-family: var(--gr-font);
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-4);

  ${media.md} {
    padding: var(--gr-space-6) var(--gr-space-5);
  }

  h1 {
    margin: 0;
    font-size: 1.5rem;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }

  h2 {
    margin: 0 0 var(--gr-space-2);
    font-size: var(--gr-font-size-lg);
  }

  p {
    margin: 0;
  }
`;

/** A block of the page (times, room, calendar, support). */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-2);
  padding: var(--gr-space-3);
  border: 1px solid var(--gr-color-border);
  border-radius: var(--gr-radius);
  background: var(--gr-color-surface);
`;

/** A muted line (a zone name, a hint). */
export const Muted = styled.p`
  color: var(--gr-color-text-muted);
  font-size: var(--gr-font-size-sm);
`;

/** The countdown's digits: large and steady (tabular figures). */
export const Digits = styled.p`
  font-size: 2rem;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

/** A link that looks like the kit's primary button (the room's entry, the personal link). */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  min-height: 44px;
  padding: 0 var(--gr-space-4);
  border-radius: var(--gr-radius-sm);
  background: var(--gr-color-primary);
  color: var(--gr-color-primary-contrast);
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: var(--gr-color-primary-hover);
  }

  ${focusRing}
`;

/** The 'Add to calendar' choices: full-width touch targets on a phone. */
export const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-1);

  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 var(--gr-space-2);
    border-radius: var(--gr-radius-sm);
    color: var(--gr-color-primary);
  }

  a:hover {
    background: var(--gr-color-surface-alt);
  }

  a {
    ${focusRing}
  }
`;

/** The personal link written out, breaking anywhere on a narrow screen. */
export const LinkText = styled.p`
  overflow-wrap: anywhere;
  font-family: ui-monospace, monospace;
  font-size: var(--gr-font-size-sm);
`;

/** A status or refusal block that takes focus when it appears. */
export const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-2);
  outline: none;

  &:focus-visible {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 4px;
  }
`;
