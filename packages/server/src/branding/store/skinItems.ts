import type { SkinGroupName, SkinItem, SkinValue } from '@greenroom/core';
import { FIRST_VERSION } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { toJson } from '../../platform/db/json';
import type { SpaceSkinItemsTable } from '../tables';
import type { Database } from '../../platform/db/database';
import { itemColumns } from './skins';

type Db = Kysely<Database>;

/** Which stored item of a space: its group and property. */
export interface SkinItemKey {
  spaceID: string;
  group: SkinGroupName;
  property: string;
}

/**
 * The stored row of one skin item of a space, or undefined when the space lacks it.
 * @example const row = await spaceSkinRow(db, { spaceID: 's1', group: 'uiSkin', property: 'logo' });
 */
export async function spaceSkinRow(db: Db, key: SkinItemKey): Promise<SpaceSkinItemsTable | undefined> {
  return db
    .selectFrom('space_skin_items')
    .selectAll()
    .where('space_id', '=', key.spaceID)
    .where('skin_group', '=', key.group)
    .where('property', '=', key.property)
    .executeTakeFirst();
}

/**
 * Change the value of a stored skin item, moving its version by one, only while it is at `version`
 * (when given). Answers false (nothing written) when it is stale or gone.
 * @example if (!(await setSpaceSkinValue(trx, { spaceID: 's1', group: 'uiSkin', property: 'title' }, 'Hall', now, 2))) throw staleWrite();
 */
export async function setSpaceSkinValue(db: Db, key: SkinItemKey, value: SkinValue, now: number, version?: number): Promise<boolean> {
  let update = db
    .updateTable('space_skin_items')
    .set((eb) => ({ value: toJson(value), updated_at: now, version: eb('version', '+', 1) }))
    .where('space_id', '=', key.spaceID)
    .where('skin_group', '=', key.group)
    .where('property', '=', key.property);
  if (version !== undefined) update = update.where('version', '=', version);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Add an item to a space's group at the first version. When a concurrent writer stored it first:
 * without `version` only its value is set (and its version moves); with one (0: the item was read
 * as absent) nothing is written and the answer is false (stale).
 * @example await addSpaceSkinItem(trx, 's1', 'worldSkin', { ...OPTIONAL_WORLD_ITEMS.qaTextColor, value: '#000000' }, now);
 */
export async function addSpaceSkinItem(db: Db, spaceID: string, group: SkinGroupName, item: SkinItem, now: number, version?: number): Promise<boolean> {
  const result = await db
    .insertInto('space_skin_items')
    .values({ ...itemColumns(group, item), space_id: spaceID, updated_at: now, version: FIRST_VERSION })
    .onConflict((oc) => {
      const clash = oc.columns(['space_id', 'skin_group', 'property']);
      return version === undefined
        ? clash.doUpdateSet((eb) => ({ value: toJson(item.value), updated_at: now, version: eb(eb.ref('space_skin_items.version'), '+', 1) }))
        : clash.doNothing();
    })
    .executeTakeFirst();
  return version === undefined || Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Replace a space's item of the item's property (label, type and value included) by `item`, at
 * the item's version (the first when it has none). Two writes: call it inside a transaction.
 * @example await replaceSpaceSkinItem(trx, 's1', 'worldSkin', { ...worldItem, version: held.version + 1 }, now);
 */
export async function replaceSpaceSkinItem(db: Db, spaceID: string, group: SkinGroupName, item: SkinItem, now: number): Promise<void> {
  await db
    .deleteFrom('space_skin_items')
    .where('space_id', '=', spaceID)
    .where('skin_group', '=', group)
    .where('property', '=', item.property)
    .execute();
  await db
    .insertInto('space_skin_items')
    .values({ ...itemColumns(group, item), space_id: spaceID, updated_at: now, version: item.version ?? FIRST_VERSION })
    .execute();
}

/**
 * Copy every skin item of a world into a (new) space, one INSERT each. Call it inside the
 * transaction that stores the space.
 * @example await copyWorldSkins(trx, { worldID: 'w1', spaceID: 's1', now });
 */
export async function copyWorldSkins(db: Db, copy: { worldID: string; spaceID: string; now: number }): Promise<void> {
  const items = await db.selectFrom('world_skin_items').selectAll().where('world_id', '=', copy.worldID).execute();
  for (const item of items) {
    const { world_id: _world, ...columns } = item;
    await db.insertInto('space_skin_items').values({ ...columns, space_id: copy.spaceID, updated_at: copy.now, version: FIRST_VERSION }).execute();
  }
}
