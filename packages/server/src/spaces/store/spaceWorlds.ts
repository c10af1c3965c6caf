import type { SkinItem, SpaceWorldsReport } from '@greenroom/core';
import { compareWorldSkins } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { worldSkinItem } from '../../branding/store/worlds';

type Db = Kysely<Database>;

/** Property names per owner id. */
function propertiesBy<K extends string>(rows: readonly ({ property: string } & Record<K, string>)[], key: K): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const row of rows) map.set(row[key], [...(map.get(row[key]) ?? []), row.property]);
  return map;
}

/**
 * Each space's worldSkin against its world's, by core's compareWorldSkins.
 * @example const { invalidSpaces, invalidWorlds } = await spaceWorldReport(db);
 */
export async function spaceWorldReport(db: Db): Promise<SpaceWorldsReport> {
  const [spaces, worlds, spaceItems, worldItems] = await Promise.all([
    db.selectFrom('spaces').select(['space_id', 'space_name', 'world_id']).execute(),
    db.selectFrom('worlds').select(['world_id', 'name']).execute(),
    db.selectFrom('space_skin_items').select(['space_id', 'property']).where('skin_group', '=', 'worldSkin').execute(),
    db.selectFrom('world_skin_items').select(['world_id', 'property']).where('skin_group', '=', 'worldSkin').execute(),
  ]);
  const spaceProps = propertiesBy(spaceItems, 'space_id');
  const worldProps = propertiesBy(worldItems, 'world_id');
  return compareWorldSkins(
    spaces.map((s) => ({ spaceID: s.space_id, spaceName: s.space_name, worldID: s.world_id, properties: spaceProps.get(s.space_id) ?? [] })),
    new Map(worlds.map((w) => [w.world_id, { name: w.name, properties: worldProps.get(w.world_id) ?? [] }])),
  );
}

/**
 * The worldSkin item of one property in the world a space was created from; undefined when the
 * world lacks it. Throws when the space is missing (the route's access check has found it).
 * @example const item = await spaceWorldSkinItem(db, 's1', 'floorColor');
 */
export async function spaceWorldSkinItem(db: Db, spaceID: string, property: string): Promise<SkinItem | undefined> {
  const space = await db.selectFrom('spaces').select('world_id').where('space_id', '=', spaceID).executeTakeFirstOrThrow();
  return worldSkinItem(db, space.world_id, property);
}
