import { solidPng } from './png';

/**
 * The smallest well-formed files of each stored type, for tests and the demo (they pass the
 * structural checks of uploads/mediaCheck.ts and uploads/pngCheck.ts).
 * @example await upload(url, tinyMp4(), 'video/mp4');
 */
export function tinyMp4(): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  return Buffer.concat([
    box('ftyp', Buffer.concat([Buffer.from('isom'), Buffer.alloc(4), Buffer.from('isomiso2mp41')])),
    box('moov', box('mvhd', Buffer.alloc(100))),
    box('mdat', Buffer.alloc(16, 1)),
  ]);
}

/** Two silent MPEG-1 layer III frames (128 kbit/s, 44.1 kHz) after an empty ID3v2 tag. @example tinyMp3() */
export function tinyMp3(): Buffer {
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9000);
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), frame, frame]);
}

/** A mono 8 kHz 16-bit WAV of 32 silent samples. @example tinyWav() */
export function tinyWav(): Buffer {
  const samples = Buffer.alloc(64);
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0); // PCM
  fmt.writeUInt16LE(1, 2); // channels
  fmt.writeUInt32LE(8000, 4);
  fmt.writeUInt32LE(16000, 8); // byte rate
  fmt.writeUInt16LE(2, 12); // block align
  fmt.writeUInt16LE(16, 14); // bits per sample
  const chunk = (id: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(id, 0, 'latin1');
    head.writeUInt32LE(body.length, 4);
    return Buffer.concat([head, body]);
  };
  const body = Buffer.concat([Buffer.from('WAVE'), chunk('fmt ', fmt), chunk('data', samples)]);
  return chunk('RIFF', body);
}

/** A valid PNG of the given size (re-exported for symmetry). @example tinyPng(1, 1) */
export function tinyPng(width: number, height: number): Buffer {
  return solidPng(width, height, [0, 0, 0]);
}
