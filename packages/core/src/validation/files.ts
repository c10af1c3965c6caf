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
 * Largest video upload: 10 MB as 10000000 bytes.
 * @example file.size > MAX_VIDEO_BYTES
 */
export const MAX_VIDEO_BYTES = 10_000_000;

/**
 * What the image rules need of a chosen file; width and height once the image has loaded.
 * @example const info: ImageFileInfo = { type: file.type, width: img.naturalWidth, height: img.naturalHeight }
 */
export interface ImageFileInfo {
  type: string;
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
 * Images: PNG only; when `required` dimensions are given, width and height must match exactly.
 * @example validateImageFile({ type: 'image/jpeg' }) // 'File must be of type PNG'
 * @example validateImageFile({ type: 'image/png', width: 140, height: 145 }, { width: 145, height: 145 }) // 'Dimensions of image must be 145px x 145px'
 */
export function validateImageFile(
  file: ImageFileInfo | null | undefined,
  required?: { width: number; height: number },
): string | null {
  if (!file) return messages.noFileChosen;
  if (file.type !== 'image/png') return messages.imageMustBePng;
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
 * Audio: MP3 or WAV only (by declared type; browsers use several names for both).
 * @example validateAudioFile({ type: 'audio/ogg' }) // 'Audio file must be of type MP3 or WAV'
 */
export function validateAudioFile(file: { type: string } | null | undefined): string | null {
  if (!file) return messages.noFileChosen;
  const type = canonicalMimeType(file.type);
  return type === 'audio/mp3' || type === 'audio/wav' ? null : messages.audioMustBeMp3OrWav;
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
