import type { Readable } from 'node:stream';

/**
 * How much of an upload over the limit is still read (and dropped) before the 413 is answered: a
 * client that writes its whole body before reading the answer (curl, Node's http, most SDKs) then
 * hears the 413 instead of a broken connection (EPIPE). Past this the connection is cut.
 */
export const UPLOAD_DRAIN_BYTES = 64 * 1024 * 1024;

/** The 413 the error handler words ('The request body is too large', PayloadTooLarge). */
function tooLarge(): Error {
  return Object.assign(new Error('Request body is too large'), { statusCode: 413 });
}

/**
 * The bytes of an upload body of at most `limit` bytes. A larger one rejects with a 413 once the
 * whole body has been read and discarded (nothing past `limit` is kept in memory); a body announced
 * or found larger than {@link UPLOAD_DRAIN_BYTES} rejects at once and the stream is destroyed.
 * @example const bytes = await readUploadBody(request.raw, request.headers['content-length'], MAX_UPLOAD_BYTES);
 */
export function readUploadBody(payload: Readable, contentLength: string | undefined, limit: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    if (contentLength !== undefined && Number(contentLength) > UPLOAD_DRAIN_BYTES) {
      payload.destroy();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > UPLOAD_DRAIN_BYTES) {
        payload.destroy();
        reject(tooLarge());
      } else if (size > limit) {
        chunks.length = 0;
      } else {
        chunks.push(chunk);
      }
    });
    let ended = false;
    payload.on('end', () => {
      ended = true;
      if (size > limit) reject(tooLarge());
      else resolve(Buffer.concat(chunks, size));
    });
    payload.on('error', reject);
    // A client that goes away mid-body settles the read too (nothing is answered to it).
    payload.on('close', () => {
      if (!ended) reject(Object.assign(new Error('The upload was cut off'), { statusCode: 400 }));
    });
  });
}
