/**
 * File types recognised by their first bytes. MPEG audio is named 'audio/mp3', as uploads declare it.
 * @example const t: SniffedFileType | null = sniffFileType(bytes) // 'image/png'
 */
export type SniffedFileType = 'image/png' | 'video/mp4' | 'audio/mp3' | 'audio/wav';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

function readUint32(bytes: Uint8Array, offset: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset + offset, 4).getUint32(0, false);
}

/**
 * Width and height from a PNG's IHDR chunk (the first chunk, right after the signature);
 * null when the bytes are not a PNG or are cut short.
 * @example readPngDimensions(fileBytes) // { width: 960, height: 540 }
 */
export function readPngDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  if (!isPng(bytes) || bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  const width = readUint32(bytes, 16);
  const height = readUint32(bytes, 20);
  return width > 0 && height > 0 ? { width, height } : null;
}

// ISO-BMFF brands that are images or QuickTime, not MP4 video.
const NON_MP4_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis', 'qt  ', 'crx ']);

function isMp4(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && !NON_MP4_BRANDS.has(ascii(bytes, 8, 4));
}

function isMp3(bytes: Uint8Array): boolean {
  if (bytes.length >= 3 && ascii(bytes, 0, 3) === 'ID3') return true;
  if (bytes.length < 3) return false;
  const [b0, b1, b2] = [bytes[0], bytes[1], bytes[2]];
  // MPEG audio frame header: 11 sync bits, then version ≠ reserved, layer ≠ reserved (this also
  // refuses AAC ADTS, whose layer bits are 00), bitrate index ≠ 1111, sample rate index ≠ 11.
  return (
    b0 === 0xff &&
    (b1 & 0xe0) === 0xe0 &&
    (b1 & 0x18) !== 0x08 &&
    (b1 & 0x06) !== 0x00 &&
    (b2 & 0xf0) !== 0xf0 &&
    (b2 & 0x0c) !== 0x0c
  );
}

function isWav(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE';
}

/**
 * The type of a file by its magic bytes: PNG signature, MP4 'ftyp' box, MP3 (ID3 tag or MPEG
 * frame sync) or WAV ('RIFF' … 'WAVE'); null for anything else. The first 16 bytes are enough.
 * @example sniffFileType(new Uint8Array([0x49, 0x44, 0x33, 4, 0])) // 'audio/mp3'
 */
export function sniffFileType(bytes: Uint8Array): SniffedFileType | null {
  if (isPng(bytes)) return 'image/png';
  if (isWav(bytes)) return 'audio/wav';
  if (isMp4(bytes)) return 'video/mp4';
  if (isMp3(bytes)) return 'audio/mp3';
  return null;
}

/**
 * One name per type, for comparing a declared type with a sniffed one: MPEG audio names become
 * 'audio/mp3', WAV names 'audio/wav'; others are lower-cased and returned as they are.
 * @example canonicalMimeType('audio/mpeg') // 'audio/mp3'
 * @example canonicalMimeType('audio/x-wav') // 'audio/wav'
 */
export function canonicalMimeType(type: string): string {
  const lower = type.trim().toLowerCase();
  if (['audio/mpeg', 'audio/mp3', 'audio/mpeg3', 'audio/x-mpeg-3'].includes(lower)) return 'audio/mp3';
  if (['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'].includes(lower)) return 'audio/wav';
  return lower;
}
