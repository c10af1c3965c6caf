/**
 * Structural checks of audio and video containers, run before an upload is stored (issue 19): the
 * first bytes alone let a PNG header followed by HTML, or a ZIP after a valid file, through.
 * Each resolves null when the file holds together, else why not.
 */

const BOX_TYPE = /^[A-Za-z0-9 ©_-]{4}$/;

/**
 * MP4 (ISO BMFF): top-level boxes that tile the file exactly, `ftyp` first, a `moov` present.
 * @example checkMp4(body) // null, or 'boxes do not tile the file'
 */
export function checkMp4(bytes: Buffer): string | null {
  let offset = 0;
  const seen: string[] = [];
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return 'truncated box header';
    let size = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString('latin1');
    if (!BOX_TYPE.test(type)) return 'invalid box type';
    let headerSize = 8;
    if (size === 1) {
      if (offset + 16 > bytes.length) return 'truncated box header';
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(bytes.length)) return 'box longer than the file';
      size = Number(large);
      headerSize = 16;
    } else if (size === 0) {
      size = bytes.length - offset; // the last box runs to the end
    }
    if (size < headerSize || offset + size > bytes.length) return 'box longer than the file';
    seen.push(type);
    offset += size;
  }
  if (seen[0] !== 'ftyp') return 'no ftyp box first';
  if (!seen.includes('moov')) return 'no moov box';
  return null;
}

const BITRATES_KBPS: Record<string, number[]> = {
  // [version 1 | 2/2.5][layer 1, 2, 3]
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** Length in bytes of the MPEG audio frame whose header starts at `offset`, or null when it is no frame header. */
function mpegFrameLength(bytes: Buffer, offset: number): number | null {
  if (offset + 4 > bytes.length) return null;
  const h = bytes.readUInt32BE(offset);
  if (h >>> 21 !== 0x7ff) return null;
  const versionBits = (h >>> 19) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  const layerBits = (h >>> 17) & 3; // 3: layer I, 2: II, 1: III
  const bitrateIndex = (h >>> 12) & 15;
  const rateIndex = (h >>> 10) & 3;
  const padding = (h >>> 9) & 1;
  if (versionBits === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const layer = 4 - layerBits;
  const bitrate = BITRATES_KBPS[`${versionBits === 3 ? 1 : 2}-${layer}`][bitrateIndex] * 1000;
  const rate = SAMPLE_RATES[versionBits][rateIndex];
  if (layer === 1) return (Math.floor((12 * bitrate) / rate) + padding) * 4;
  const perFrame = layer === 3 && versionBits !== 3 ? 72 : 144;
  return Math.floor((perFrame * bitrate) / rate) + padding;
}

/**
 * MP3: an optional ID3v2 tag, then MPEG audio frames back to back up to the end of the file (an
 * ID3v1 `TAG` or an APE tag may close it). At least one whole frame.
 * @example checkMp3(body) // null, or 'not MPEG audio frames'
 */
export function checkMp3(bytes: Buffer): string | null {
  let offset = 0;
  if (bytes.subarray(0, 3).toString('latin1') === 'ID3') {
    if (bytes.length < 10) return 'truncated ID3 tag';
    const size = ((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f);
    if ((bytes[6] | bytes[7] | bytes[8] | bytes[9]) & 0x80) return 'invalid ID3 size';
    offset = 10 + size + (bytes[5] & 0x10 ? 10 : 0);
  }
  let frames = 0;
  while (offset < bytes.length) {
    const rest = bytes.subarray(offset);
    if (frames > 0 && rest.length === 128 && rest.subarray(0, 3).toString('latin1') === 'TAG') break;
    if (frames > 0 && rest.subarray(0, 8).toString('latin1') === 'APETAGEX') break;
    const length = mpegFrameLength(bytes, offset);
    if (length === null || length < 4) return frames === 0 ? 'not MPEG audio frames' : 'data after the audio frames';
    if (offset + length > bytes.length) return 'truncated audio frame';
    offset += length;
    frames += 1;
  }
  return frames > 0 ? null : 'no audio frames';
}

/**
 * WAV: a RIFF/WAVE file whose size field matches, chunks that tile it, a valid `fmt ` chunk before
 * the `data` chunk.
 * @example checkWav(body) // null, or 'RIFF size does not match the file'
 */
export function checkWav(bytes: Buffer): string | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') return 'not RIFF/WAVE';
  const riffSize = bytes.readUInt32LE(4);
  if (riffSize + 8 !== bytes.length && riffSize + 9 !== bytes.length) return 'RIFF size does not match the file';
  let offset = 12;
  let format = false;
  let data = false;
  while (offset + 8 <= riffSize + 8) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size;
    if (end > bytes.length) return `chunk ${JSON.stringify(id)} longer than the file`;
    if (id === 'fmt ') {
      if (size < 16) return 'invalid fmt chunk';
      const channels = bytes.readUInt16LE(offset + 10);
      const rate = bytes.readUInt32LE(offset + 12);
      const bits = bytes.readUInt16LE(offset + 22);
      if (channels === 0 || rate === 0 || bits === 0) return 'invalid fmt chunk';
      format = true;
    } else if (id === 'data') {
      if (!format) return 'data chunk before fmt';
      data = true;
    }
    offset = end + (size % 2);
  }
  if (offset < riffSize + 8 && offset !== bytes.length) return 'trailing bytes in the RIFF chunk';
  return format && data ? null : 'no fmt or data chunk';
}
