const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;

/**
 * Whether a string is a '#rgb' or '#rrggbb' hex colour (any case).
 *
 * @example
 * isHexColor('#383838'); // true
 * isHexColor('383838'); // false
 */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}
