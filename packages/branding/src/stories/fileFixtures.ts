/**
 * The first bytes of a PNG of this size (signature and IHDR), enough for the browser checks.
 * @example new File([pngBytes(145, 145)], 'logo.png', { type: 'image/png' })
 */
export function pngBytes(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** The first bytes of an MP4 ('ftyp' box, brand isom). */
export const MP4_BYTES = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0]);
/** The first bytes of an MP3 with an ID3 tag. */
export const MP3_BYTES = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
/** The first bytes of a JPEG. */
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/**
 * A file of these first bytes, padded to `size` bytes.
 * @example fileOf(MP4_BYTES, 'clip.mp4', 'video/mp4', 11_000_000)
 */
export function fileOf(head: Uint8Array, name: string, type: string, size = head.length): File {
  const body = new Uint8Array(Math.max(size, head.length));
  body.set(head);
  return new File([body], name, { type });
}
