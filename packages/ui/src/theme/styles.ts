import styled, { createGlobalStyle } from 'styled-components';
import type { ThemeTokens } from './tokens';

const declarations = (vars: ThemeTokens) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');

/**
 * :root also receives the variables so that content portalled to document.body (dialogs,
 * popovers, snackbars) is themed; the wrapper div keeps nested providers independent.
 */
export const ThemeGlobalStyle = createGlobalStyle<{ $vars: ThemeTokens }>`
  :root {
    ${(p) => declarations(p.$vars)}
  }

  /* Every kit element carries data-ui, so this also reaches portalled overlays without
     touching the rest of a partner's page. */
  [data-ui],
  [data-ui] *,
  [data-ui] *::before,
  [data-ui] *::after {
    box-sizing: border-box;
  }
`;

export const ThemeRoot = styled.div`
  font-family: var(--gr-font);
  font-size: var(--gr-font-size-md);
  line-height: 1.5;
  color: var(--gr-color-text);
  background: var(--gr-color-bg);
  -webkit-font-smoothing: antialiased;
  color-scheme: light;

  &[data-theme='dark'] {
    color-scheme: dark;
  }
`;
