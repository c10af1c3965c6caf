import type { SkinItemType } from '@greenroom/core';
import { isSkinItemVisible, skinUpdateAudit, ERROR_CODES } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access, inBody } from '../../platform/auth/access';
import { callerOf } from '../../platform/auth/guard';
import { invalidateBookingCaches } from '../../bookings/store/bookingRows';
import { addSpaceSkinItem, setSpaceSkinValue, spaceSkinRow } from '../store/skinItems';
import { OPTIONAL_WORLD_ITEMS, SKIN_ITEM_TYPES, SKIN_ROUTE_GROUPS, normalizeSkinValue } from '../store/skins';
import { ApiError, badRequest, notFound } from '../../platform/http/errors';
import { ErrorAnswer, Id, Line, singleLine, strict, VersionInput } from '../../platform/http/schemas';
import { assertVersion, staleWrite } from '../../platform/http/staleWrites';
import { assetBaseUrl } from '../../uploads/addresses';
import { fromJson } from '../../platform/db/json';
import { recordAudit } from '../../audit/store';
import type { RouteModule } from '../../platform/routeModule';

// The value's shape is only bounded here: core's normalizeSkinValue checks it against the item, so a
// list of 9 pairs or a pair of non-hex colours gets the rule's message, as on the memory backend.
const SkinValueBody = Type.Union([Line(2048), Type.Number(), Type.Boolean(), Type.Array(Type.Unknown(), { maxItems: 64 })]);

const SkinUpdate = strict({
  spaceID: Id,
  property: singleLine({ minLength: 1, maxLength: 100 }),
  value: SkinValueBody,
  type: Type.Optional(Type.Union(SKIN_ITEM_TYPES.map((t) => Type.Literal(t)))),
  version: Type.Optional(VersionInput),
});

/** The four skin groups: PUT /skin/ui, /skin/world, /skin/avatar, /skin/email. */
export const skinRoutes: RouteModule = async (app, { ctx }) => {
  for (const [segment, group] of Object.entries(SKIN_ROUTE_GROUPS)) {
    app.put(
      `/skin/${segment}`,
      {
        config: { access: access.signedIn(inBody('space', 'spaceID')) },
        schema: {
          tags: ['skins'],
          summary: `Set the value of one ${group} item of a space read at \`version\` (checked against the item's type; 412 when stale; the item is then at version + 1)`,
          body: SkinUpdate,
          response: { 204: Type.Null(), 400: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 412: ErrorAnswer },
        },
      },
      async (request, reply) => {
        const { spaceID, property, value, type, version } = request.body;
        const key = { spaceID, group, property };
        const row = await spaceSkinRow(ctx.db, key);
        const optional = group === 'worldSkin' ? OPTIONAL_WORLD_ITEMS[property] : undefined;
        if (!row && !optional) throw notFound('Skin item');
        if (!isSkinItemVisible({ hidden: row?.hidden === 1 }, callerOf(request).role)) {
          throw new ApiError(403, 'You do not have privileges to change this item.', { code: ERROR_CODES.forbidden });
        }
        // An optional world item the space does not hold yet is at version 0: its first save makes it 1.
        assertVersion({ version: row ? row.version : 0 }, version);
        const itemType = (row?.type ?? optional?.type) as SkinItemType;
        if (type !== undefined && type !== itemType) throw badRequest({ type: `This item is of type ${itemType}` });
        const checked = normalizeSkinValue({ group, property, type: itemType }, value, assetBaseUrl(ctx.config.publicUrl));
        if ('error' in checked) throw badRequest({ value: checked.error });
        const now = ctx.clock.now().getTime();
        await ctx.db.transaction().execute(async (trx) => {
          let written = false;
          if (row) written = await setSpaceSkinValue(trx, key, checked.value, now, version);
          else if (optional) written = await addSpaceSkinItem(trx, spaceID, group, { ...optional, value: checked.value }, now, version);
          if (!written) throw version === undefined ? notFound('Skin item') : staleWrite();
          await invalidateBookingCaches(trx, { spaceID });
          const { before, after } = skinUpdateAudit({ group, property, before: row ? { value: fromJson<unknown>(row.value) } : undefined, value: checked.value });
          await recordAudit(trx, { producerID: callerOf(request).producerID, action: 'skin.update', target: spaceID, before, after, at: now });
        });
        return reply.status(204).send(null);
      },
    );
  }
};
