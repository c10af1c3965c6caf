import { contrastRatio } from './contrast';

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*(?:[,/]\s*(?:1|1\.0+|100%)\s*)?\)$/i;

/** The channels of `#rgb`, `#rrggbb` or an opaque `rgb(r, g, b)`, or null for anything else. */
function parse(value: string): Rgb | null {
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number) as Rgb;
    return channels.every((c) => c <= 255) ? channels : null;
  }
  return null;
}

const toHex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * A colour the appearance accepts (`#rgb`, `#rrggbb`, opaque `rgb()`) as `#rrggbb`, or null when
 * it is none of them (a name, a variable, a translucent colour: derived tokens need the channels).
 *
 * @example
 * normalizeColor('#0af'); // '#00aaff'
 * normalizeColor('tomato'); // null
 */
export function normalizeColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const rgb = parse(value);
  return rgb ? toHex(rgb) : null;
}

/**
 * Mixes two `#rrggbb` colours: `weight` 0 is `a`, 1 is `b`.
 *
 * @example
 * mixColors('#000000', '#ffffff', 0.5); // '#808080'
 */
export function mixColors(a: string, b: string, weight: number): string {
  const from = parse(a);
  const to = parse(b);
  if (!from || !to) throw new Error(`Expected #rrggbb colours, got "${a}" and "${b}"`);
  return toHex(from.map((c, i) => c + (to[i] - c) * weight) as Rgb);
}

/**
 * Of the given text colours, the one that reads best on `fill` (highest WCAG contrast).
 *
 * @example
 * readableOn('#5a3fd0', ['#ffffff', '#13101e']); // '#ffffff'
 */
export function readableOn(fill: string, candidates: readonly string[]): string {
  return candidates.reduce((best, next) => (contrastRatio(next, fill) > contrastRatio(best, fill) ? next : best));
}

/**
 * The hover shade of a fill: a little darker on a light scheme, a little lighter on a dark one.
 *
 * @example
 * hoverShade('#5a3fd0', 'light'); // '#4f37b7'
 */
export function hoverShade(fill: string, mode: 'light' | 'dark'): string {
  return mixColors(fill, mode === 'dark' ? '#ffffff' : '#000000', 0.12);
}
