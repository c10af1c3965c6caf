import { canonicalMimeType } from './fileSniff';
import { messages } from './messages';

/**
 * Slide images are exactly this size (docs/reference/portal.md §9).
 * @example validateImageFile(file, SLIDE_DIMENSIONS)
 */
export const SLIDE_DIMENSIONS = { width: 960, height: 540 } as const;
/**
 * The Header Logo is exactly this size.
 * @example validateImageFile(file, HEADER_LOGO_DIMENSIONS)
 */
export const HEADER_LOGO_DIMENSIONS = { width: 145, height: 145 } as const;
/**
 * Largest upload of any kind (image, audio, video): 10 MB as 10000000 bytes. The browser checks
 * it before sending and the server refuses anything bigger.
 * @example if (file.size > MAX_UPLOAD_BYTES) return messages.fileTooLarge;
 */
export const MAX_UPLOAD_BYTES = 10_000_000;
/**
 * Largest video upload: 10 MB as 10000000 bytes (the same limit as every upload).
 * @example file.size > MAX_VIDEO_BYTES
 */
export const MAX_VIDEO_BYTES = MAX_UPLOAD_BYTES;

/**
 * What the image rules need of a chosen file; width and height once the image has loaded.
 * @example const info: ImageFileInfo = { type: file.type, width: img.naturalWidth, height: img.naturalHeight }
 */
export interface ImageFileInfo {
  type: string;
  /** Bytes; when given, a file over MAX_UPLOAD_BYTES is refused. */
  size?: number;
  width?: number;
  height?: number;
}

/**
 * 'Please choose a file to upload first.' when nothing is chosen.
 * @example validateFileChosen(null) // 'Please choose a file to upload first.'
 */
export function validateFileChosen(file: unknown): string | null {
  return file === null || file === undefined ? messages.noFileChosen : null;
}

/**
 * 'File size cannot exceed 10 MB' when a file is larger than MAX_UPLOAD_BYTES, otherwise null
 * (also when the size is unknown).
 * @example validateFileSize({ size: 11_000_000 }) // 'File size cannot exceed 10 MB'
 */
export function validateFileSize(file: { size?: number } | null | undefined): string | null {
  return file?.size !== undefined && file.size > MAX_UPLOAD_BYTES ? messages.fileTooLarge : null;
}

/**
 * Images: PNG only, at most MAX_UPLOAD_BYTES; when `required` dimensions are given, width and
 * height must match exactly.
 * @example validateImageFile({ type: 'image/png', size: 11_000_000 }) // 'File size cannot exceed 10 MB'
 * @example validateImageFile({ type: 'image/jpeg' }) // 'File must be of type PNG'
 * @example validateImageFile({ type: 'image/png', width: 140, height: 145 }, { width: 145, height: 145 }) // 'Dimensions of image must be 145px x 145px'
 */
export function validateImageFile(
  file: ImageFileInfo | null | undefined,
  required?: { width: number; height: number },
): string | null {
  if (!file) return messages.noFileChosen;
  if (file.type !== 'image/png') return messages.imageMustBePng;
  const tooLarge = validateFileSize(file);
  if (tooLarge) return tooLarge;
  if (required && (file.width !== required.width || file.height !== required.height)) {
    return messages.imageDimensions(required.width, required.height);
  }
  return null;
}

/**
 * Slides: PNG of exactly 960 x 540.
 * @example validateSlideFile({ type: 'image/png', width: 1920, height: 1080 }) // 'Dimensions of image must be 960px x 540px'
 */
export function validateSlideFile(file: ImageFileInfo | null | undefined): string | null {
  return validateImageFile(file, SLIDE_DIMENSIONS);
}

/**
 * Which of the spec's two wordings a video dialog shows.
 * @example validateVideoFile(file, { wording: 'short' })
 */
export type VideoMessageWording = 'long' | 'short';

/**
 * Video: MP4 only, at most 10000000 bytes. `long` wording: 'File must be an MP4 video' /
 * 'Video file size cannot exceed 10 MB'; `short`: 'Video must be MP4 format' / 'Video may not exceed 10MB'.
 * @example validateVideoFile({ type: 'video/quicktime', size: 1 }) // 'File must be an MP4 video'
 * @example validateVideoFile({ type: 'video/mp4', size: 10_000_001 }, { wording: 'short' }) // 'Video may not exceed 10MB'
 */
export function validateVideoFile(
  file: { type: string; size: number } | null | undefined,
  options: { wording?: VideoMessageWording } = {},
): string | null {
  const short = options.wording === 'short';
  if (!file) return messages.noFileChosen;
  if (file.type !== 'video/mp4') return short ? messages.videoMustBeMp4Short : messages.videoMustBeMp4;
  if (file.size > MAX_VIDEO_BYTES) return short ? messages.videoTooLargeShort : messages.videoTooLarge;
  return null;
}

/**
 * Audio: MP3 or WAV only (by declared type; browsers use several names for both), at most
 * MAX_UPLOAD_BYTES when the size is given.
 * @example validateAudioFile({ type: 'audio/ogg' }) // 'Audio file must be of type MP3 or WAV'
 * @example validateAudioFile({ type: 'audio/mpeg', size: 10_000_001 }) // 'File size cannot exceed 10 MB'
 */
export function validateAudioFile(file: { type: string; size?: number } | null | undefined): string | null {
  if (!file) return messages.noFileChosen;
  const type = canonicalMimeType(file.type);
  if (type !== 'audio/mp3' && type !== 'audio/wav') return messages.audioMustBeMp3OrWav;
  return validateFileSize(file);
}

/**
 * The name and type an audio file is uploaded with: MPEG audio is declared as 'audio/mp3' and
 * named with a .mp3 extension; WAV becomes 'audio/wav'; anything else is returned unchanged.
 * @example normalizeAudioFile({ name: 'intro.mpeg', type: 'audio/mpeg' }) // { name: 'intro.mp3', type: 'audio/mp3' }
 */
export function normalizeAudioFile(file: { name: string; type: string }): { name: string; type: string } {
  const type = canonicalMimeType(file.type);
  if (type === 'audio/mp3') return { name: withExtension(file.name, 'mp3'), type };
  if (type === 'audio/wav') return { name: file.name, type };
  return { name: file.name, type: file.type };
}

function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}.${extension}`;
}
