import type { SkinItem, World } from '@greenroom/core';
import { sortByName } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { groupsFromRows, itemFromRow } from './skins';

type Db = Kysely<Database>;

/**
 * Every world with its skin catalogue (the four groups), sorted by name (docs/reference/portal.md §9).
 * @example const [world] = await loadWorlds(db);
 */
export async function loadWorlds(db: Db): Promise<World[]> {
  const [worlds, items] = await Promise.all([db.selectFrom('worlds').selectAll().execute(), db.selectFrom('world_skin_items').selectAll().execute()]);
  return sortByName(worlds, (world) => world.name).map((world): World => {
    const groups = groupsFromRows(items.filter((item) => item.world_id === world.world_id));
    return { worldID: world.world_id, name: world.name, ...groups };
  });
}

/**
 * The world's worldSkin item of one property, or undefined when the world lacks it.
 * @example const item = await worldSkinItem(db, 'w1', 'floorColor');
 */
export async function worldSkinItem(db: Db, worldID: string, property: string): Promise<SkinItem | undefined> {
  const row = await db
    .selectFrom('world_skin_items')
    .selectAll()
    .where('world_id', '=', worldID)
    .where('skin_group', '=', 'worldSkin')
    .where('property', '=', property)
    .executeTakeFirst();
  return row && itemFromRow(row);
}
