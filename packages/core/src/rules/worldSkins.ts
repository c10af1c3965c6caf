import type { InvalidSpaceRecord, SpaceWorldsReport } from '../entities';
import { sortByName } from './names';

/** A space as the world comparison needs it: its world and the property names of its worldSkin. */
export interface SpaceSkinNames {
  spaceID: string;
  spaceName: string;
  worldID: string;
  properties: Iterable<string>;
}

/** A world as the world comparison needs it: its name and the property names of its worldSkin. */
export interface WorldSkinNames {
  name: string;
  properties: Iterable<string>;
}

/**
 * Compares each space's worldSkin with its world's (GET /space-worlds-admin): the properties the
 * world lacks (invalidSpaces) and those the space lacks (invalidWorlds). Spaces in name order,
 * properties sorted; a space whose world is gone reports each of its properties, with an empty
 * world name.
 * @example
 * compareWorldSkins([{ spaceID: 's1', spaceName: 'Hall', worldID: 'w1', properties: ['a', 'b'] }],
 *   new Map([['w1', { name: 'Atrium', properties: ['b', 'c'] }]]))
 * // { invalidSpaces: [{ …, propertyName: 'a' }], invalidWorlds: [{ …, propertyName: 'c' }] }
 */
export function compareWorldSkins(spaces: readonly SpaceSkinNames[], worlds: ReadonlyMap<string, WorldSkinNames>): SpaceWorldsReport {
  const report: SpaceWorldsReport = { invalidSpaces: [], invalidWorlds: [] };
  for (const space of sortByName(spaces, (s) => s.spaceName)) {
    const world = worlds.get(space.worldID);
    const mine = new Set(space.properties);
    const template = new Set(world?.properties ?? []);
    const record = (propertyName: string): InvalidSpaceRecord => ({
      spaceID: space.spaceID,
      spaceName: space.spaceName,
      worldName: world?.name ?? '',
      propertyName,
      worldID: space.worldID,
    });
    for (const property of [...mine].sort()) if (!template.has(property)) report.invalidSpaces.push(record(property));
    for (const property of [...template].sort()) if (!mine.has(property)) report.invalidWorlds.push(record(property));
  }
  return report;
}
