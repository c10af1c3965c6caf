/**
 * A short, stable name for a text (FNV-1a, base 36): the same CSS gets the same class on the
 * server and in the browser.
 *
 * @example
 * hashText('color: red'); // '1q2w3e'
 */
export function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
