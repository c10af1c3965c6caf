/** A 160 x 90 PNG of a generic slide (title bar, three lines of text, a picture), 152 bytes. */
const SLIDE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAABaAgMAAABCqLXBAAAADFBMVEX18/paP9DJwuOgi/+jL9OvAAAAR0lEQVR42mNgGAUjCbCGYgOjCkcVEqNwFIx08B8BPpCqkGsVBhi6CqkfPMNKIReWUByyCkfjmoS4XjC0FY7GNRkKR8EoIAQAALTFxUl6OHAAAAAASUVORK5CYII=';

/** Every byte as %XX: the data URL is not base64, so text appended to it stays valid. */
function percentEncoded(base64: string): string {
  return Array.from(atob(base64), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
}

/**
 * The in-memory backend's slide thumbnail root: a data URL of a placeholder slide picture, so
 * stories and memory-backed pages show real thumbnails without a file server. Thumbnails are
 * addressed as `${thumbnailRoot}${slide}`; a PNG decoder stops at the image's end chunk, so the
 * slide's file name appended to this URL is ignored and every slide shows the placeholder.
 *
 * @example
 * <img src={`${SLIDE_PICTURE_ROOT}slide-1.png`} /> // the placeholder, 160 x 90
 */
export const SLIDE_PICTURE_ROOT = `data:image/png,${percentEncoded(SLIDE_PNG_BASE64)}`;
