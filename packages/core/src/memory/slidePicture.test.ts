import { describe, expect, it } from 'vitest';
import { SLIDE_PICTURE_ROOT } from './slidePicture';

/** The bytes of a non-base64 data URL whose every byte is written as %XX. */
function bytesOf(url: string): Uint8Array {
  const body = url.slice(url.indexOf(',') + 1);
  expect(body).toMatch(/^(%[0-9a-f]{2})+$/);
  return Uint8Array.from(body.match(/%[0-9a-f]{2}/g) ?? [], (hex) => parseInt(hex.slice(1), 16));
}

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('SLIDE_PICTURE_ROOT', () => {
  it('is a PNG data URL of a 160 x 90 picture that ends with its IEND chunk', () => {
    expect(SLIDE_PICTURE_ROOT.startsWith('data:image/png,')).toBe(true);
    const png = bytesOf(SLIDE_PICTURE_ROOT);
    expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer);
    expect(ascii(png.subarray(12, 16))).toBe('IHDR');
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([160, 90]);
    // IEND: zero length, the type, its CRC: the decoder stops here, before an appended slide name.
    expect(ascii(png.subarray(png.length - 8, png.length - 4))).toBe('IEND');
    expect(view.getUint32(png.length - 12)).toBe(0);
  });

  it('stays a valid URL with a slide name appended (no base64 for the name to corrupt)', () => {
    const address = `${SLIDE_PICTURE_ROOT}00000000-0000-4000-8000-000000000011.png`;
    expect(() => new URL(address)).not.toThrow();
    expect(SLIDE_PICTURE_ROOT).not.toContain(';base64');
  });
});
