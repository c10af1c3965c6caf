import { styled, css } from '../styled';
import type { ResolvedAppearance } from './resolveAppearance';

/*
 * Everything here is scoped to the themed root (or a portal scope): the kit sets no global style,
 * so a partner's own elements keep their computed styles, and two roots with different modes can
 * share a page.
 */

// Element rules a host page may set (`button {…}`, `h1 {…}`, `input {…}`) are rolled back to the
// browser's defaults inside the kit. `:is(list):is(list)` weighs (0,0,2): it beats a page's bare
// element selector (0,0,1) and loses to every kit component's class (0,1,0). No img or svg:
// reverting would drop their presentation attributes (an icon's fill and stroke).
// Sectioning and form elements are listed too: a page's `header { position: fixed }` or
// `section { padding: 4rem }` must not reach a panel's header or sections.
const hostElements =
  'a, button, input, select, textarea, label, fieldset, legend, form, h1, h2, h3, h4, h5, h6, p, ul, ol, li, dl, dt, dd, ' +
  'table, th, td, header, footer, nav, main, section, article, aside, hr';

/**
 * The theme as a class: the CSS variables, then `appearance.elements` rules under `&`. Generated
 * CSS (an adopted style sheet, or the server render's `<style nonce>`), never a `style`
 * attribute, so a server-rendered page is themed under `style-src 'nonce-…'` before hydration.
 */
const themed = css<{ $theme: ResolvedAppearance }>`
  ${(p) => p.$theme.declarations}
  ${(p) => p.$theme.elementRules}
`;

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

/** The provider's wrapper: the variables, font, resets and part rules, all from its classes. */
export const ThemeRoot = styled.div<{ $theme: ResolvedAppearance }>`
  ${themed}
  ${scoped}
  background: var(--gr-color-bg);
  color-scheme: light;

  &[data-theme='dark'] {
    color-scheme: dark;
  }
`;

/** Carries the theme into portalled content without a box of its own. */
export const PortalScope = styled.div<{ $theme: ResolvedAppearance }>`
  ${themed}
  ${scoped}
  display: contents;
  color-scheme: light;

  &[data-theme='dark'] {
    color-scheme: dark;
  }
`;
