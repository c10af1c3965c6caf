import type { Appearance, AppearanceTheme, ElementStyle } from './appearance';
import { hoverShade, mixColors, normalizeColor, readableOn } from './color';
import { contrastRatio } from './contrast';
import { APPEARANCE_PARTS } from './parts';
import { densitySpacing, tokens, type Density, type ThemeMode, type ThemeTokens } from './tokens';

/** What an appearance resolves to: the CSS variables and scoped part rules of one themed root. */
export interface ResolvedAppearance {
  mode: ThemeMode;
  density: Density;
  tokens: ThemeTokens;
  /** `--gr-…: value;` for every token, for the themed root's class. */
  declarations: string;
  /** Rules for `appearance.elements`, each under `&` (the themed root or a portal scope). */
  elementRules: string;
}

const PREFIX = '[Greenroom appearance]';
const THEMES: readonly AppearanceTheme[] = ['light', 'dark', 'system'];
const DENSITIES: readonly Density[] = ['comfortable', 'compact'];
// A part name is a data-ui name: a word starting with a capital. Development also checks it
// against the list of parts, written out (not isDevelopment()) so a production bundle, where an
// unknown name's rule would only match nothing, drops that list.
const PART_NAME = /^[A-Z][A-Za-z]*$/;
declare const process: { env: { NODE_ENV?: string } };
// Written out (not isDevelopment()) so a production bundle folds it to false and drops every
// warning's text below with the part list: production says nothing anyway (developmentMessage).
const DEVELOPMENT = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';
const isPart = (part: string) => (DEVELOPMENT ? (APPEARANCE_PARTS as readonly string[]).includes(part) : PART_NAME.test(part));
// A value that could end a declaration or rule, or open markup, is refused (it would break out of its rule).
const UNSAFE = /[;{}<>]/;
const LENGTH = /^(\d*\.?\d+)(px|rem|em)$/;
const DARK_TEXT = '#13101e';
const LIGHT_TEXT = '#ffffff';
const UNITLESS = new Set(['opacity', 'z-index', 'font-weight', 'line-height', 'flex', 'flex-grow', 'flex-shrink', 'order', 'zoom']);

const show = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/**
 * The colour scheme an `appearance.theme` asks for; an unknown one gives 'light' (reported through
 * `warn` in a development build).
 *
 * @example
 * checkTheme('sepia', warn); // 'light', after warning
 */
export function checkTheme(theme: unknown, warn: (message: string) => void): AppearanceTheme | undefined {
  if (theme === undefined || THEMES.includes(theme as AppearanceTheme)) return theme as AppearanceTheme | undefined;
  if (DEVELOPMENT) warn(`${PREFIX} theme ${show(theme)} is not 'light', 'dark' or 'system'; using 'light'.`);
  return 'light';
}

/** A length as [number, unit], or null: a number is pixels; strings need px, rem or em. */
function parseLength(value: unknown): [number, string] | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? [value, 'px'] : null;
  if (typeof value !== 'string') return null;
  const match = LENGTH.exec(value.trim());
  return match ? [Number(match[1]), match[2]] : null;
}

const scaled = ([value, unit]: [number, string], factor: number) => `${Math.round(value * factor * 10000) / 10000}${unit}`;

function kebab(property: string): string {
  if (property.startsWith('--')) return property;
  return property.replace(/^(Webkit|Moz|ms)(?=[A-Z])/, (prefix) => `-${prefix.toLowerCase()}`).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function declarationsOf(part: string, style: ElementStyle, warn: (message: string) => void): string {
  if (typeof style === 'string') {
    if (/[{}<>]/.test(style)) {
      if (DEVELOPMENT) warn(`${PREFIX} elements.${part} ${show(style)} may hold declarations only (no braces or markup); ignored.`);
      return '';
    }
    return style.trim().replace(/;?$/, ';');
  }
  if (typeof style !== 'object' || style === null) {
    if (DEVELOPMENT) warn(`${PREFIX} elements.${part} must be a style object or a declaration string, got ${show(style)}; ignored.`);
    return '';
  }
  let text = '';
  for (const [property, raw] of Object.entries(style) as [string, unknown][]) {
    if (raw === undefined || raw === null || raw === '') continue;
    const name = kebab(property);
    const value = typeof raw === 'number' ? (raw === 0 || UNITLESS.has(name) || name.startsWith('--') ? String(raw) : `${raw}px`) : raw;
    if (typeof value !== 'string' || UNSAFE.test(value) || !/^-{0,2}[a-z][a-z0-9-]*$/i.test(name)) {
      if (DEVELOPMENT) warn(`${PREFIX} elements.${part}.${property} ${show(raw)} is not a CSS value; ignored.`);
      continue;
    }
    text += `${name}:${value};`;
  }
  return text;
}

function elementRulesOf(elements: Appearance['elements'], warn: (message: string) => void): string {
  let rules = '';
  for (const [part, style] of Object.entries(elements ?? {}) as [string, ElementStyle][]) {
    if (!isPart(part)) {
      if (DEVELOPMENT) warn(`${PREFIX} elements has no part named ${show(part)} (the keys are data-ui names such as 'Table' or 'BookingsList'); ignored.`);
      continue;
    }
    if (style === undefined) continue;
    const body = declarationsOf(part, style, warn);
    if (body) rules += `&[data-ui="${part}"],& [data-ui="${part}"]{${body}}`;
  }
  return rules;
}

/**
 * Resolves an appearance for one colour scheme: the default tokens of `mode`, the host's variables
 * over them (each checked: an invalid one keeps the default and, in a development build, is
 * reported through `warn`), the tokens derived from them (hover shades, text on primary and danger,
 * surfaces and borders from the background, muted text, the size and radius scales, the spacing of
 * the density), and the part rules of `appearance.elements`. Pure: no DOM, no console.
 *
 * @example
 * const resolved = resolveAppearance({ variables: { colorPrimary: '#0a7c72' } }, 'light', console.warn);
 * resolved.tokens['--gr-color-primary-contrast']; // '#ffffff'
 */
export function resolveAppearance(appearance: Appearance | undefined, mode: ThemeMode, warn: (message: string) => void): ResolvedAppearance {
  const variables = appearance?.variables ?? {};
  const next: ThemeTokens = { ...tokens[mode] };
  const color = (name: keyof typeof variables): string | null => {
    const raw = variables[name];
    if (raw === undefined) return null;
    const value = normalizeColor(raw);
    if (!value && DEVELOPMENT) warn(`${PREFIX} variables.${name} ${show(raw)} is not a colour (use #rgb, #rrggbb or rgb(r, g, b)); using the default.`);
    return value;
  };

  const background = color('colorBackground');
  if (background) {
    const lightBackground = contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff');
    next['--gr-color-bg'] = background;
    next['--gr-color-surface'] = lightBackground ? mixColors(background, '#ffffff', 0.7) : mixColors(background, '#ffffff', 0.05);
    next['--gr-color-surface-alt'] = lightBackground ? mixColors(background, '#000000', 0.03) : mixColors(background, '#ffffff', 0.1);
  }
  const text = color('colorText');
  if (text) next['--gr-color-text'] = text;
  if (background || text) {
    next['--gr-color-text-muted'] = mixColors(next['--gr-color-text'], next['--gr-color-bg'], 0.3);
    next['--gr-color-border'] = mixColors(next['--gr-color-bg'], next['--gr-color-text'], 0.2);
    const ratio = contrastRatio(next['--gr-color-text'], next['--gr-color-bg']);
    if (ratio < 4.5 && DEVELOPMENT) warn(`${PREFIX} text ${next['--gr-color-text']} on background ${next['--gr-color-bg']} contrasts ${ratio.toFixed(1)}:1, below the 4.5:1 text needs.`);
  }
  for (const [name, key] of [['colorPrimary', 'primary'], ['colorDanger', 'danger']] as const) {
    const fill = color(name);
    if (!fill) continue;
    next[`--gr-color-${key}`] = fill;
    next[`--gr-color-${key}-contrast`] = readableOn(fill, [LIGHT_TEXT, DARK_TEXT]);
    next[`--gr-color-${key}-hover`] = hoverShade(fill, mode);
  }

  if (variables.fontFamily !== undefined) {
    const family = variables.fontFamily;
    if (typeof family === 'string' && family.trim() !== '' && !UNSAFE.test(family)) next['--gr-font'] = family.trim();
    else if (DEVELOPMENT) warn(`${PREFIX} variables.fontFamily ${show(family)} is not a font-family list; using the default.`);
  }
  if (variables.fontSize !== undefined) {
    const size = parseLength(variables.fontSize);
    if (size && size[0] > 0) {
      next['--gr-font-size-md'] = scaled(size, 1);
      next['--gr-font-size-sm'] = scaled(size, 13 / 15);
      next['--gr-font-size-lg'] = scaled(size, 4 / 3);
    } else {
      if (DEVELOPMENT) warn(`${PREFIX} variables.fontSize ${show(variables.fontSize)} is not a positive length (e.g. 16 or '1rem'); using the default.`);
    }
  }
  if (variables.borderRadius !== undefined) {
    const radius = parseLength(variables.borderRadius);
    if (radius) {
      next['--gr-radius'] = scaled(radius, 1);
      next['--gr-radius-sm'] = scaled(radius, 0.6);
    } else {
      if (DEVELOPMENT) warn(`${PREFIX} variables.borderRadius ${show(variables.borderRadius)} is not a length of 0 or more (e.g. 8 or '0.5rem'); using the default.`);
    }
  }
  let density: Density = 'comfortable';
  if (variables.density !== undefined) {
    if (DENSITIES.includes(variables.density)) density = variables.density;
    else if (DEVELOPMENT) warn(`${PREFIX} variables.density ${show(variables.density)} is not 'comfortable' or 'compact'; using 'comfortable'.`);
  }
  Object.assign(next, densitySpacing[density]);

  const declarations = Object.entries(next).map(([name, value]) => `${name}:${value};`).join('');
  return { mode, density, tokens: next, declarations, elementRules: elementRulesOf(appearance?.elements, warn) };
}
