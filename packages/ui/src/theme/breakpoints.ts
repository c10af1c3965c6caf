/**
 * Layout breakpoints in pixels (spec: md 960, lg 1281).
 *
 * @example
 * const wide = window.innerWidth >= breakpoints.lg;
 */
export const breakpoints = { md: 960, lg: 1281 } as const;

/**
 * Min-width media queries for the breakpoints, for use inside `styled` templates.
 *
 * @example
 * const Grid = styled.div`
 *   display: block;
 *   ${media.md} { display: grid; }
 * `;
 */
export const media = {
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
} as const;
