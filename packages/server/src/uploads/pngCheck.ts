import { crc32, inflateSync } from 'node:zlib';

/** Most pixels an uploaded PNG may have (8K UHD is 33 million): bigger ones are decompression bombs. */
export const MAX_PNG_PIXELS = 40_000_000;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
// Adam7 passes: x start, y start, x step, y step.
const ADAM7 = [
  [0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2],
] as const;

/** The outcome of {@link checkPng}: the image's size, or why it is refused. */
export type PngCheck =
  | { ok: true; width: number; height: number }
  | { ok: false; reason: 'corrupt' | 'tooManyPixels'; detail: string };

/** Scanlines of the image, each with its filter byte first (one list per interlace pass). */
function scanlines(width: number, height: number, bitsPerPixel: number, interlaced: boolean): { rows: number; rowBytes: number }[] {
  const bytesFor = (w: number) => 1 + Math.ceil((w * bitsPerPixel) / 8);
  if (!interlaced) return [{ rows: height, rowBytes: bytesFor(width) }];
  return ADAM7.map(([x0, y0, dx, dy]) => {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    return w > 0 && h > 0 ? { rows: h, rowBytes: bytesFor(w) } : { rows: 0, rowBytes: 0 };
  });
}

const corrupt = (detail: string): PngCheck => ({ ok: false, reason: 'corrupt', detail });

/**
 * Verify a whole PNG before it is stored: signature, every chunk's length and CRC, IHDR first with
 * valid fields, PLTE where needed, unknown critical chunks refused, the image data inflating to
 * exactly the pixels the header claims with valid filter bytes, IEND last and nothing after it,
 * and at most `maxPixels` pixels (checked before inflating, so a 100000 x 100000 header costs nothing).
 * @example
 * const check = checkPng(body);
 * if (!check.ok) refuse(check.detail);
 */
export function checkPng(bytes: Buffer, maxPixels = MAX_PNG_PIXELS): PngCheck {
  if (bytes.length < SIGNATURE.length || !bytes.subarray(0, 8).equals(SIGNATURE)) return corrupt('no PNG signature');
  let offset = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlaced: boolean } | null = null;
  let palette = false;
  const data: Buffer[] = [];
  let idatDone = false;
  let ended = false;
  while (offset < bytes.length) {
    if (ended) return corrupt('data after IEND');
    if (offset + 12 > bytes.length) return corrupt('truncated chunk');
    const length = bytes.readUInt32BE(offset);
    if (length > 0x7fffffff || offset + 12 + length > bytes.length) return corrupt('chunk longer than the file');
    const typeAndData = bytes.subarray(offset + 4, offset + 8 + length);
    const type = typeAndData.subarray(0, 4).toString('latin1');
    if (!/^[A-Za-z]{4}$/.test(type)) return corrupt('invalid chunk type');
    if (crc32(typeAndData) !== bytes.readUInt32BE(offset + 8 + length)) return corrupt(`bad CRC in ${type}`);
    const body = typeAndData.subarray(4);
    offset += 12 + length;

    if (header === null && type !== 'IHDR') return corrupt('IHDR is not the first chunk');
    if (type === 'IHDR') {
      if (header !== null || length !== 13) return corrupt('invalid IHDR');
      const width = body.readUInt32BE(0);
      const height = body.readUInt32BE(4);
      const [depth, colour, compression, filter, interlace] = body.subarray(8, 13);
      if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return corrupt('invalid size');
      if (!DEPTHS[colour]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return corrupt('invalid IHDR fields');
      if (width * height > maxPixels) return { ok: false, reason: 'tooManyPixels', detail: `${width} x ${height}` };
      header = { width, height, depth, colour, interlaced: interlace === 1 };
    } else if (type === 'PLTE') {
      if (length === 0 || length % 3 !== 0 || data.length > 0) return corrupt('invalid PLTE');
      palette = true;
    } else if (type === 'IDAT') {
      if (idatDone) return corrupt('IDAT chunks are not consecutive');
      data.push(body);
    } else if (type === 'IEND') {
      if (length !== 0) return corrupt('invalid IEND');
      ended = true;
    } else if (type[0] === type[0].toUpperCase()) {
      return corrupt(`unknown critical chunk ${type}`);
    }
    if (type !== 'IDAT' && data.length > 0) idatDone = true;
  }
  if (!header || !ended) return corrupt('no IEND');
  if (data.length === 0) return corrupt('no image data');
  if (header.colour === 3 && !palette) return corrupt('palette image without PLTE');

  const passes = scanlines(header.width, header.height, header.depth * CHANNELS[header.colour], header.interlaced);
  const expected = passes.reduce((sum, p) => sum + p.rows * p.rowBytes, 0);
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 });
  } catch {
    return corrupt('image data does not inflate to the claimed size');
  }
  if (raw.length !== expected) return corrupt('image data does not match the claimed size');
  let at = 0;
  for (const pass of passes) {
    for (let row = 0; row < pass.rows; row += 1) {
      if (raw[at] > 4) return corrupt('invalid filter type');
      at += pass.rowBytes;
    }
  }
  return { ok: true, width: header.width, height: header.height };
}
