import { messages, ERROR_CODES } from '@greenroom/core/rules';
import { ApiError } from '../platform/http/errors';
import { checkMp3, checkMp4, checkWav } from './mediaCheck';
import { MAX_PNG_DECODED_BYTES, MAX_PNG_PIXELS, checkPng, decodedBudget } from './pngCheck';
import { wrongContentMessage, type StoredType } from './targets';

/** What a signed upload address requires of the file. */
export interface ContentRequirement {
  contentType: StoredType;
  width?: number;
  height?: number;
}

/**
 * Check an upload's whole content against its address before anything is stored: PNG decoded
 * structurally (chunks, CRCs, image data, nothing trailing, at most MAX_PNG_PIXELS, and at most
 * the decoded bytes its item allows: what its required size can hold, else MAX_PNG_DECODED_BYTES)
 * and of the required size; MP4, MP3 and WAV walked as containers. Resolves the refusal, or null.
 * @example const refusal = await verifyContent(body, { contentType: 'image/png', width: 960, height: 540 });
 */
export async function verifyContent(body: Buffer, required: ContentRequirement): Promise<ApiError | null> {
  const wrong = (detail: string) =>
    new ApiError(415, wrongContentMessage(required.contentType), { code: ERROR_CODES.unsupportedMediaType, fieldErrors: { file: detail } });
  if (required.contentType === 'image/png') {
    const sized = required.width !== undefined && required.height !== undefined;
    const maxDecodedBytes = sized ? decodedBudget(required.width!, required.height!) : MAX_PNG_DECODED_BYTES;
    const png = await checkPng(body, { maxDecodedBytes });
    if (!png.ok && png.reason === 'tooManyPixels') {
      return new ApiError(400, `Image is too large: at most ${MAX_PNG_PIXELS.toLocaleString('en-US')} pixels (got ${png.detail}).`, {
        code: ERROR_CODES.imageTooLarge,
      });
    }
    if (!png.ok && png.reason === 'tooManyBytes') {
      const limit = sized ? `${required.width} x ${required.height} pixels` : `${MAX_PNG_DECODED_BYTES / (1024 * 1024)} MB of image data`;
      return new ApiError(400, `Image is too large: at most ${limit} (got ${png.detail}).`, { code: ERROR_CODES.imageTooLarge });
    }
    if (!png.ok) return wrong(png.detail);
    if (required.width !== undefined && required.height !== undefined && (png.width !== required.width || png.height !== required.height)) {
      return new ApiError(400, messages.imageDimensions(required.width, required.height), { code: ERROR_CODES.invalidDimensions });
    }
    return null;
  }
  const problem =
    required.contentType === 'video/mp4' ? checkMp4(body) : required.contentType === 'audio/mp3' ? checkMp3(body) : checkWav(body);
  return problem === null ? null : wrong(problem);
}
