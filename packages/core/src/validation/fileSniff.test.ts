import { canonicalMimeType, readPngDimensions, sniffFileType } from './fileSniff';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const pngHeader = (width: number, height: number) =>
  bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32(13), 'IHDR', u32(width), u32(height), [8, 6, 0, 0, 0]);

describe('readPngDimensions', () => {
  it('reads width and height from IHDR', () => {
    expect(readPngDimensions(pngHeader(960, 540))).toEqual({ width: 960, height: 540 });
    expect(readPngDimensions(pngHeader(70000, 145))).toEqual({ width: 70000, height: 145 });
  });

  it('works on a view into a larger buffer', () => {
    const buffer = new Uint8Array(40);
    buffer.set(pngHeader(145, 145), 10);
    expect(readPngDimensions(buffer.subarray(10))).toEqual({ width: 145, height: 145 });
  });

  it('returns null for non-PNGs and truncated files', () => {
    expect(readPngDimensions(bytes('GIF89a', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(readPngDimensions(pngHeader(960, 540).subarray(0, 20))).toBeNull();
    expect(readPngDimensions(new Uint8Array())).toBeNull();
  });
});

describe('sniffFileType', () => {
  it('recognises PNG, MP4, MP3 and WAV', () => {
    expect(sniffFileType(pngHeader(1, 1))).toBe('image/png');
    expect(sniffFileType(bytes(u32(32), 'ftypisom', u32(512)))).toBe('video/mp4');
    expect(sniffFileType(bytes(u32(24), 'ftypmp42', u32(0)))).toBe('video/mp4');
    expect(sniffFileType(bytes('ID3', [4, 0, 0, 0, 0, 0, 0]))).toBe('audio/mp3');
    expect(sniffFileType(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('audio/mp3');
    expect(sniffFileType(bytes('RIFF', u32(1000), 'WAVEfmt '))).toBe('audio/wav');
  });

  it('refuses look-alikes', () => {
    expect(sniffFileType(bytes(u32(24), 'ftypheic', u32(0)))).toBeNull();
    expect(sniffFileType(bytes(u32(20), 'ftypqt  ', u32(0)))).toBeNull();
    expect(sniffFileType(bytes('RIFF', u32(1000), 'AVI LIST'))).toBeNull();
    expect(sniffFileType(bytes([0xff, 0xf1, 0x50, 0x80]))).toBeNull(); // AAC ADTS
    expect(sniffFileType(bytes([0xff, 0xfb, 0xf0, 0x64]))).toBeNull(); // bad bitrate index
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBeNull(); // JPEG
    expect(sniffFileType(bytes('<svg'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});

describe('canonicalMimeType', () => {
  it('gives one name per audio type', () => {
    expect(canonicalMimeType('audio/mpeg')).toBe('audio/mp3');
    expect(canonicalMimeType('Audio/X-WAV')).toBe('audio/wav');
    expect(canonicalMimeType(' image/PNG ')).toBe('image/png');
  });
});
