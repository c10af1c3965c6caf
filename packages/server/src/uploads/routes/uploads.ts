import type { UploadTarget as UploadTargetEntity } from '@greenroom/core';
import { SLIDE_DIMENSIONS, canonicalMimeType, checkSlideUploadRequest, isSkinItemVisible, ERROR_CODES } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access, inBody } from '../../platform/auth/access';
import { callerOf } from '../../platform/auth/guard';
import { newId } from '../../platform/lib/tokens';
import { findUploadItem } from '../store/uploads';
import { ApiError, badRequest } from '../../platform/http/errors';
import { ErrorAnswer, Id, strict } from '../../platform/http/schemas';
import { UploadFileSpec, UploadTarget } from '../schemas';
import { MAX_UPLOAD_BYTES, UPLOAD_URL_LIFETIME_MS, signUploadUrl, type UploadGrant } from '../addresses';
import { STORED_TYPES, acceptedTypes, type StoredType } from '../targets';
import type { RouteModule } from '../../platform/routeModule';

/** The stored type of each file, or 400 naming every file the item does not accept. */
function checkedTypes(files: readonly { type: string }[], accepted: { types: readonly StoredType[]; message: string }): StoredType[] {
  const fieldErrors: Record<string, string> = {};
  const types = files.map((file, index) => {
    const type = canonicalMimeType(file.type) as StoredType;
    if (!accepted.types.includes(type)) fieldErrors[`files.${index}.type`] = accepted.message;
    return type;
  });
  if (Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors);
  return types;
}

/** Upload requests: signed, expiring PUT addresses for slides and skin assets. */
export const uploadRequestRoutes: RouteModule = async (app, { ctx }) => {
  async function target(path: string, contentType: StoredType, dimensions?: { width: number; height: number }): Promise<UploadTargetEntity & { fileID: string }> {
    const grant: UploadGrant = {
      path,
      contentType,
      expires: ctx.clock.now().getTime() + UPLOAD_URL_LIFETIME_MS,
      maxBytes: MAX_UPLOAD_BYTES,
      ...(dimensions ? { width: dimensions.width, height: dimensions.height } : {}),
    };
    const fileID = path.slice(path.lastIndexOf('/') + 1, path.lastIndexOf('.'));
    return { url: signUploadUrl(await ctx.keys.upload(), ctx.config.publicUrl, grant), fileID, fileTypeFormatted: STORED_TYPES[contentType] };
  }

  app.post(
    '/slides/upload-request',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['uploads'],
        summary: 'Signed PUT addresses for slides: PNG of exactly 960 x 540, stored as {fileID}.png under the slides root',
        body: strict({ files: Type.Array(UploadFileSpec, { minItems: 1, maxItems: 50 }) }),
        response: { 200: Type.Array(UploadTarget), 400: ErrorAnswer },
      },
    },
    async (request) => {
      const fieldErrors = checkSlideUploadRequest(request.body.files);
      if (Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors);
      return Promise.all(request.body.files.map(() => target(`slides/${newId()}.png`, 'image/png', SLIDE_DIMENSIONS)));
    },
  );

  app.post(
    '/assets/upload-request',
    {
      config: { access: access.signedIn(inBody('space', 'spaceID', { optional: true })) },
      schema: {
        tags: ['uploads'],
        summary: "Signed PUT addresses for a skin item's asset (folderName is the property); type and PNG size come from the item",
        body: strict({
          files: Type.Array(UploadFileSpec, { minItems: 1, maxItems: 10 }),
          folderName: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
          spaceID: Type.Optional(Id),
        }),
        response: { 200: Type.Array(UploadTarget), 400: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const { files, folderName, spaceID } = request.body;
      const item = await findUploadItem(ctx.db, folderName, spaceID);
      if (!item) throw badRequest({ folderName: 'Unknown skin property' });
      if (!isSkinItemVisible({ hidden: item.hidden }, callerOf(request).role)) {
        throw new ApiError(403, 'You do not have privileges to upload files for this item.', { code: ERROR_CODES.forbidden });
      }
      const accepted = acceptedTypes(item.type);
      if (!accepted) throw badRequest({ folderName: 'This item does not take files' });
      const types = checkedTypes(files, accepted);
      return Promise.all(
        types.map((type) => target(`assets/${folderName}/${newId()}.${STORED_TYPES[type]}`, type, type === 'image/png' ? item.dimensions : undefined)),
      );
    },
  );
};
