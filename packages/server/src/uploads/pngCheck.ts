import { crc32, createInflate } from 'node:zlib';

/** Most pixels an uploaded PNG may have (8K UHD is 33 million): bigger ones are decompression bombs. */
export const MAX_PNG_PIXELS = 40_000_000;

/**
 * Most bytes an uploaded PNG's image data may inflate to when its item names no size (64 MiB: a
 * 4096 x 4096 RGBA image). Pixels alone do not bound it: a 6300 x 6300 RGBA-16 image is under the
 * pixel cap but inflates to 317 MB (issue 32 §7).
 */
export const MAX_PNG_DECODED_BYTES = 64 * 1024 * 1024;

/** The most an image of a required size can decode to (16-bit RGBA, with a filter byte per row). @example decodedBudget(960, 540) */
export function decodedBudget(width: number, height: number): number {
  return (1 + width * 8) * height;
}

/** What {@link checkPng} allows. */
export interface PngLimits {
  maxPixels?: number;
  /** Bytes the image data may inflate to (width x height x bytes per pixel, plus filter bytes). */
  maxDecodedBytes?: number;
}

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
  | { ok: false; reason: 'corrupt' | 'tooManyPixels' | 'tooManyBytes'; detail: string };

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
 * at most `maxPixels` pixels and `maxDecodedBytes` decoded bytes (both from the header, before
 * inflating, so a 100000 x 100000 header costs nothing). The image data is inflated as a stream on
 * zlib's thread pool and checked as it comes, never held whole: the event loop stays free.
 * @example
 * const check = await checkPng(body);
 * if (!check.ok) refuse(check.detail);
 */
export async function checkPng(bytes: Buffer, limits: PngLimits = {}): Promise<PngCheck> {
  const maxPixels = limits.maxPixels ?? MAX_PNG_PIXELS;
  const maxDecodedBytes = limits.maxDecodedBytes ?? MAX_PNG_DECODED_BYTES;
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
  if (expected > maxDecodedBytes) {
    const detail = `${header.width} x ${header.height} at ${header.depth * CHANNELS[header.colour]} bits per pixel`;
    return { ok: false, reason: 'tooManyBytes', detail };
  }
  const problem = await inflatedProblem(Buffer.concat(data), passes, expected);
  return problem === null ? { ok: true, width: header.width, height: header.height } : corrupt(problem);
}

/**
 * Inflate the image data as a stream, counting bytes and checking each scanline's filter byte as
 * the output arrives (nothing is kept): why it does not match `expected` bytes, or null.
 */
function inflatedProblem(data: Buffer, passes: { rows: number; rowBytes: number }[], expected: number): Promise<string | null> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let settled = false;
    const finish = (problem: string | null) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(problem);
    };
    let total = 0;
    let pass = 0;
    let row = 0;
    let nextRowStart = 0;
    const skipEmptyPasses = () => {
      while (pass < passes.length && row >= passes[pass].rows) {
        pass += 1;
        row = 0;
      }
    };
    skipEmptyPasses();
    inflate.on('data', (chunk: Buffer) => {
      if (settled) return;
      const base = total;
      total += chunk.length;
      if (total > expected) return finish('image data does not match the claimed size');
      while (pass < passes.length && nextRowStart < total) {
        if (chunk[nextRowStart - base] > 4) return finish('invalid filter type');
        nextRowStart += passes[pass].rowBytes;
        row += 1;
        skipEmptyPasses();
      }
    });
    inflate.on('error', () => finish('image data does not inflate to the claimed size'));
    inflate.on('end', () => finish(total === expected ? null : 'image data does not match the claimed size'));
    inflate.end(data);
  });
}
