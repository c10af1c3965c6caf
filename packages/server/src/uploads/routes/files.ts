import { messages, sniffFileType, canonicalMimeType, ERROR_CODES, UPLOAD_ADDRESS_REFUSAL } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access } from '../../platform/auth/access';
import { ApiError, notFound, apiErrorOf } from '../../platform/http/errors';
import { ErrorAnswer, Line } from '../../platform/http/schemas';
import { loadFile, storeFile } from '../store/files';
import { MAX_UPLOAD_BYTES, verifyUploadGrant, type UploadGrant } from '../addresses';
import { readUploadBody, UPLOAD_DRAIN_BYTES } from '../uploadBody';
import { STORED_PATH, wrongContentMessage, type StoredType } from '../targets';
import { verifyContent } from '../verifyContent';
import type { RouteModule } from '../../platform/routeModule';

const UploadQuery = Type.Object({
  type: Type.Optional(Line(100)),
  expires: Type.Optional(Line(20)),
  max: Type.Optional(Line(20)),
  w: Type.Optional(Line(10)),
  h: Type.Optional(Line(10)),
  sig: Type.Optional(Line(100)),
});

/**
 * The bytes of an upload to a valid address, once accepted: throws the refusal when the address
 * expired, the declared type is not the address's, the body is empty or too large, or the content
 * is not of its type or is broken (checked in that order).
 */
async function acceptedUpload(grant: UploadGrant, contentTypeHeader: string, body: unknown, now: number): Promise<Buffer> {
  if (grant.expires <= now) throw new ApiError(403, 'This upload address has expired.', { code: ERROR_CODES.expiredUpload });
  if (canonicalMimeType(contentTypeHeader) !== grant.contentType) {
    throw new ApiError(415, `This upload address takes ${grant.contentType} files.`, { code: ERROR_CODES.unsupportedMediaType });
  }
  if (!Buffer.isBuffer(body) || body.length === 0) throw new ApiError(400, messages.noFileChosen, { code: ERROR_CODES.emptyFile });
  if (body.length > grant.maxBytes) throw new ApiError(413, messages.videoTooLarge, { code: ERROR_CODES.payloadTooLarge });
  const contentType = grant.contentType as StoredType;
  if (sniffFileType(body) !== contentType) throw new ApiError(415, wrongContentMessage(contentType), { code: ERROR_CODES.unsupportedMediaType });
  // The whole file, not only its first bytes: chunks, checksums, trailing data, pixel limit.
  const refusal = await verifyContent(body, { contentType, width: grant.width, height: grant.height });
  if (refusal) throw refusal;
  return body;
}

/**
 * Stored files: PUT with a signed address (checked before anything is stored: signature, expiry,
 * size, declared type, magic bytes, PNG size), GET at the public asset address.
 */
export const fileRoutes: RouteModule = async (app, { ctx }) => {
  // Uploads are raw bytes of any declared type; the handler decides what is acceptable. A body over
  // the limit is read to its end (up to UPLOAD_DRAIN_BYTES) and dropped, so every client, not only a
  // browser, hears the 413 instead of a connection closed under it (issue 26.5).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { bodyLimit: UPLOAD_DRAIN_BYTES }, (request, payload, done) => {
    readUploadBody(payload, request.headers['content-length'], MAX_UPLOAD_BYTES).then((body) => done(null, body), (error: Error) => done(error, undefined));
  });

  app.put(
    '/files/*',
    {
      bodyLimit: UPLOAD_DRAIN_BYTES,
      config: { access: access.public() },
      schema: {
        tags: ['uploads'],
        summary: 'Upload one file to a signed address from an upload request (no Authorization header)',
        querystring: UploadQuery,
        response: { 204: Type.Null(), 400: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer, 413: ErrorAnswer, 415: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      if (!STORED_PATH.test(path)) throw notFound('Upload address');
      const grant = verifyUploadGrant(await ctx.keys.upload(), path, request.query);
      if (!grant) throw apiErrorOf(UPLOAD_ADDRESS_REFUSAL);
      const now = ctx.clock.now().getTime();
      const bytes = await acceptedUpload(grant, request.headers['content-type'] ?? '', request.body, now);
      if (!(await storeFile(ctx.db, path, bytes, now))) {
        throw new ApiError(409, 'This upload address was already used.', { code: ERROR_CODES.alreadyUploaded });
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/files/*',
    {
      config: { access: access.public() },
      schema: { tags: ['uploads'], summary: 'A stored file at its public asset address (404 when missing)' },
    },
    async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      if (!STORED_PATH.test(path)) throw notFound('File');
      const file = await loadFile(ctx.db, path);
      if (!file) throw notFound('File');
      return reply
        .header('content-type', file.content_type)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(file.data));
    },
  );
};
