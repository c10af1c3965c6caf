import { styled, css } from 'styled-components';

/*
 * Everything here is scoped to the themed root (or a portal scope): the kit sets no global style,
 * so a partner's own elements keep their computed styles, and two roots with different modes can
 * share a page.
 */

// Element rules a host page may set (`button {…}`, `h1 {…}`, `input {…}`) are rolled back to the
// browser's defaults inside the kit. `:is(list):is(list)` weighs (0,0,2): it beats a page's bare
// element selector (0,0,1) and loses to every kit component's class (0,1,0). No img or svg:
// reverting would drop their presentation attributes (an icon's fill and stroke).
const hostElements = 'a, button, input, select, textarea, label, fieldset, legend, h1, h2, h3, h4, h5, h6, p, ul, ol, li, table, th, td';

const scoped = css`
  font-family: var(--gr-font);
  font-size: var(--gr-font-size-md);
  line-height: 1.5;
  color: var(--gr-color-text);
  -webkit-font-smoothing: antialiased;

  :where(&) :is(${hostElements}):is(${hostElements}) {
    all: revert;
  }

  &,
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
`;

/** The provider's wrapper: variables come inline, the rest from here. */
export const ThemeRoot = styled.div`
  ${scoped}
  background: var(--gr-color-bg);
  color-scheme: light;

  &[data-theme='dark'] {
    color-scheme: dark;
  }
`;

/** Carries the theme into portalled content without a box of its own. */
export const PortalScope = styled.div`
  ${scoped}
  display: contents;
`;
