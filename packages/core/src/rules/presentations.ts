import { canonicalMimeType } from '../validation/fileSniff';
import { messages } from '../validation/messages';

/** Ours (the spec gives no text): a slide name that no finished upload produced. */
export const SLIDE_NOT_UPLOADED = 'This slide has not been uploaded';
/** Ours (the spec gives no text): the same slide named twice in one deck. */
export const SLIDE_LISTED_TWICE = 'This slide is already in the presentation';

/**
 * The slide name an upload is stored under (docs/reference/portal.md §7: "stored as {fileID}.png").
 * @example slideName({ fileID: 'f1', fileTypeFormatted: 'png' }) // 'f1.png'
 */
export function slideName(target: { fileID: string; fileTypeFormatted?: string }): string {
  return `${target.fileID}.${target.fileTypeFormatted || 'png'}`;
}

/**
 * The slides a presentation is created or saved with must each be a finished slide upload, and
 * none may appear twice. Answers field errors keyed `slides.<index>` (empty when all is well);
 * both backends refuse a save with any of them (400) and store nothing.
 * @example checkPresentationSlides(['f1.png', 'nope.png'], (name) => name === 'f1.png') // { 'slides.1': 'This slide has not been uploaded' }
 */
export function checkPresentationSlides(slides: readonly string[], isUploaded: (slide: string) => boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  slides.forEach((slide, index) => {
    if (seen.has(slide)) errors[`slides.${index}`] = SLIDE_LISTED_TWICE;
    else if (!isUploaded(slide)) errors[`slides.${index}`] = SLIDE_NOT_UPLOADED;
    seen.add(slide);
  });
  return errors;
}

/**
 * A slide upload request names PNG files only ('File must be of type PNG'); answers field errors
 * keyed `files.<index>.type` (empty when all are PNG).
 * @example checkSlideUploadRequest([{ name: 'a.jpg', type: 'image/jpeg' }]) // { 'files.0.type': 'File must be of type PNG' }
 */
export function checkSlideUploadRequest(files: readonly { type: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  files.forEach((file, index) => {
    if (canonicalMimeType(file.type) !== 'image/png') errors[`files.${index}.type`] = messages.imageMustBePng;
  });
  return errors;
}
