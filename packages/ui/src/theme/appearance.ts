import type { CSSProperties } from 'react';
import type { AppearancePart } from './parts';
import type { Density, ThemeMode } from './tokens';

/** The colour scheme: fixed light or dark, or 'system' to follow `prefers-color-scheme` as it changes. */
export type AppearanceTheme = ThemeMode | 'system';

/**
 * The design tokens a host may set (named as in Clerk's and Stripe's `appearance.variables`).
 * Colours are `#rgb`, `#rrggbb` or opaque `rgb()`; lengths are a number of pixels or a string with
 * px, rem or em. An invalid value is reported in development and the default is used.
 */
export interface AppearanceVariables {
  /** Buttons, links, selection, accents. Hover and text-on-primary colours are derived from it. */
  colorPrimary?: string;
  /** Errors and destructive actions. Hover and text-on-danger colours are derived from it. */
  colorDanger?: string;
  /** The panel's background; surfaces, alternate rows and borders are derived from it. */
  colorBackground?: string;
  /** Body text; muted text is derived from it and the background. */
  colorText?: string;
  /** A CSS font-family list, e.g. `"'Source Sans 3', sans-serif"`. */
  fontFamily?: string;
  /** The base (body) font size; the small and large sizes scale with it. Default 15px (0.9375rem). */
  fontSize?: string | number;
  /** The corner radius of panels, fields and buttons; smaller radii scale with it. 0 or more. Default 10px. */
  borderRadius?: string | number;
  /** 'compact' tightens the spacing scale and table rows. Default 'comfortable'. */
  density?: Density;
}

/**
 * A style for one part: React-style declarations (`{ borderRadius: 0, textTransform: 'none' }`) or
 * a CSS declaration block (`'border-radius: 0; text-transform: none'`). Numbers get `px` where CSS
 * needs a unit.
 */
export type ElementStyle = CSSProperties | string;

/** Per-part overrides keyed by the parts' stable `data-ui` names (`appearance.elements`). */
export type AppearanceElements = Partial<Record<AppearancePart, ElementStyle>>;

/**
 * Everything a host may change about how Greenroom looks, in one typed object. Accepted by
 * `GreenroomProvider`, `GreenroomThemeProvider` and `mountPanel`. Every rule it produces is scoped
 * to the themed root (no global CSS) and placed by the kit's CSS engine (an adopted style sheet; a
 * server render's `<style nonce>`), so it works under a strict CSP (`style-src 'nonce-…'`), in server rendering and inside a shadow root.
 *
 * @example
 * const appearance: Appearance = {
 *   theme: 'system',
 *   variables: { colorPrimary: '#0a7c72', borderRadius: 4, fontFamily: "'Source Sans 3', sans-serif", density: 'compact' },
 *   elements: { Table: { borderRadius: 0 }, BookingsList: 'gap: 8px' },
 * };
 * <GreenroomProvider {...portal} appearance={appearance}><BookingsList /></GreenroomProvider>
 */
export interface Appearance {
  /** Default 'light' (or the enclosing provider's). */
  theme?: AppearanceTheme;
  variables?: AppearanceVariables;
  elements?: AppearanceElements;
}

/**
 * An inner appearance over an outer one: the inner theme wins, variables and elements merge.
 *
 * @example
 * mergeAppearance({ variables: { colorPrimary: '#0a7c72' } }, { theme: 'dark' });
 * // { theme: 'dark', variables: { colorPrimary: '#0a7c72' }, elements: {} }
 */
export function mergeAppearance(outer: Appearance | undefined, inner: Appearance | undefined): Appearance {
  return {
    theme: inner?.theme ?? outer?.theme,
    variables: { ...outer?.variables, ...inner?.variables },
    elements: { ...outer?.elements, ...inner?.elements },
  };
}
