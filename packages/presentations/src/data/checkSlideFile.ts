import { readPngDimensions, sniffFileType, validateSlideFile } from '@greenroom/core';

/** The bytes that hold a PNG's signature and its IHDR size. */
const HEAD_BYTES = 64;

/**
 * Checks a chosen slide in the browser by its bytes, not its name or declared type: a PNG
 * ('File must be of type PNG') of at most 10000000 bytes ('File size cannot exceed 10 MB') and of
 * exactly 960 x 540 ('Dimensions of image must be 960px x 540px').
 * Resolves the message, or null for a good slide.
 * @example
 * await checkSlideFile(file) // 'Dimensions of image must be 960px x 540px'
 */
export async function checkSlideFile(file: Blob): Promise<string | null> {
  const head = await readBytes(file.slice(0, HEAD_BYTES));
  const size = readPngDimensions(head);
  return validateSlideFile({ type: sniffFileType(head) ?? 'unknown', size: file.size, width: size?.width, height: size?.height });
}

// FileReader rather than Blob.arrayBuffer: the same in every browser and in jsdom.
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
