import type { Dimensions } from '@greenroom/core';
import {
  normalizeAudioFile,
  readPngDimensions,
  sniffFileType,
  validateAudioFile,
  validateImageFile,
  validateVideoFile,
  type VideoMessageWording,
} from '@greenroom/core/rules';

/** The kind of file an upload dialog takes at the moment. */
export type AssetKind = 'Image' | 'Video' | 'Audio';

/** A file that passed the checks: the name and type it is uploaded with. */
export interface CheckedAsset {
  file: File;
  name: string;
  type: string;
}

// A PNG's size is in its first chunk; 32 bytes cover every signature the sniffer knows.
const HEAD_BYTES = 32;

async function headOf(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, HEAD_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Checks a chosen file in the browser before anything is sent, by its bytes rather than its name:
 * PNG (and its exact size when the item has one), MP4, MP3 or WAV, each of at most 10000000 bytes
 * (MAX_UPLOAD_BYTES: 'File size cannot exceed 10 MB', for video the spec's own text). Resolves
 * the spec's message, or the name and type to upload with (MPEG audio as audio/mp3 with .mp3).
 * @example const checked = await checkAssetFile(file, 'Image', { width: 145, height: 145 });
 */
export async function checkAssetFile(
  file: File,
  kind: AssetKind,
  options: { dimensions?: Dimensions; videoWording?: VideoMessageWording } = {},
): Promise<{ error: string } | CheckedAsset> {
  const bytes = await headOf(file);
  // The bytes decide; the declared type and the name are not trusted.
  const type = sniffFileType(bytes) ?? 'application/octet-stream';
  if (kind === 'Image') {
    const size = readPngDimensions(bytes);
    const error = validateImageFile({ type, size: file.size, width: size?.width, height: size?.height }, options.dimensions);
    return error ? { error } : { file, name: file.name, type };
  }
  if (kind === 'Video') {
    const error = validateVideoFile({ type, size: file.size }, { wording: options.videoWording });
    return error ? { error } : { file, name: file.name, type };
  }
  const error = validateAudioFile({ type, size: file.size });
  return error ? { error } : { file, ...normalizeAudioFile({ name: file.name, type }) };
}
