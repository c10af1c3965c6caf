/**
 * A file holding the head of a PNG of the given size (signature and IHDR), which is all the
 * slide check reads; for stories and tests.
 * @example pngFile('one.png', 960, 540)
 */
export function pngFile(name: string, width: number, height: number): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return new File([bytes], name, { type: 'image/png' });
}

/**
 * A JPEG (its bytes are not a PNG, whatever its name and declared type say).
 * @example jpegFile('photo.png', 'image/png')
 */
export function jpegFile(name: string, declaredType = 'image/jpeg'): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])], name, { type: declaredType });
}
