import type { SkinItem, SkinItemType } from '@greenroom/core';
import { isSkinItemVisible } from '@greenroom/core/rules';
import { Type } from 'typebox';
import { access, inBody } from '../auth/access';
import { callerOf } from '../auth/guard';
import { toJson } from '../db/json';
import { invalidateBookingCaches } from '../domain/bookings';
import { OPTIONAL_WORLD_ITEMS, SKIN_ITEM_TYPES, SKIN_ROUTE_GROUPS, itemColumns, normalizeSkinValue } from '../domain/skins';
import { ApiError, badRequest, notFound } from '../http/errors';
import { ErrorAnswer, Id, strict } from '../http/schemas';
import { assetBaseUrl } from '../uploads/addresses';
import type { RouteModule } from './types';

// The value's shape is only bounded here: core's normalizeSkinValue checks it against the item, so a
// list of 9 pairs or a pair of non-hex colours gets the rule's message, as on the memory backend.
const SkinValueBody = Type.Union([Type.String({ maxLength: 2048 }), Type.Number(), Type.Boolean(), Type.Array(Type.Unknown(), { maxItems: 64 })]);

const SkinUpdate = strict({
  spaceID: Id,
  property: Type.String({ minLength: 1, maxLength: 100 }),
  value: SkinValueBody,
  type: Type.Optional(Type.Union(SKIN_ITEM_TYPES.map((t) => Type.Literal(t)))),
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
          summary: `Set the value of one ${group} item of a space (checked against the item's type)`,
          body: SkinUpdate,
          response: { 204: Type.Null(), 400: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer },
        },
      },
      async (request, reply) => {
        const { spaceID, property, value, type } = request.body;
        const caller = callerOf(request);
        const row = await ctx.db
          .selectFrom('space_skin_items')
          .selectAll()
          .where('space_id', '=', spaceID)
          .where('skin_group', '=', group)
          .where('property', '=', property)
          .executeTakeFirst();
        const optional = group === 'worldSkin' ? OPTIONAL_WORLD_ITEMS[property] : undefined;
        if (!row && !optional) throw notFound('Skin item');
        if (!isSkinItemVisible({ hidden: row?.hidden === 1 }, caller.role)) {
          throw new ApiError(403, 'You do not have privileges to change this item.', { code: 'Forbidden' });
        }
        const itemType = (row?.type ?? optional?.type) as SkinItemType;
        if (type !== undefined && type !== itemType) throw badRequest({ type: `This item is of type ${itemType}` });
        const checked = normalizeSkinValue({ group, property, type: itemType }, value, assetBaseUrl(ctx.config.publicUrl));
        if ('error' in checked) throw badRequest({ value: checked.error });

        const now = ctx.clock.now().getTime();
        await ctx.db.transaction().execute(async (trx) => {
          if (row) {
            await trx
              .updateTable('space_skin_items')
              .set({ value: toJson(checked.value), updated_at: now })
              .where('space_id', '=', spaceID)
              .where('skin_group', '=', group)
              .where('property', '=', property)
              .execute();
          } else if (optional) {
            const item: SkinItem = { ...optional, value: checked.value };
            await trx
              .insertInto('space_skin_items')
              .values({ ...itemColumns(group, item), space_id: spaceID, updated_at: now })
              .onConflict((oc) => oc.columns(['space_id', 'skin_group', 'property']).doUpdateSet({ value: toJson(checked.value), updated_at: now }))
              .execute();
          }
          await invalidateBookingCaches(trx, { spaceID });
        });
        return reply.status(204).send(null);
      },
    );
  }
};
