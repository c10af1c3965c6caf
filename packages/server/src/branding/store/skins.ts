import type { SkinGroup, SkinGroupName, SkinItem, SkinItemType, SkinValue } from '@greenroom/core';
import type { SkinItemColumns } from '../tables';
import { fromJson, toJson } from '../../platform/db/json';

/** The four skin groups, in the order they are listed. */
export const SKIN_GROUPS: readonly SkinGroupName[] = ['uiSkin', 'worldSkin', 'avatarSkin', 'emailSkin'];

/** The path segment of PUT /skin/<name> for each group. */
export const SKIN_ROUTE_GROUPS: Record<'ui' | 'world' | 'avatar' | 'email', SkinGroupName> = {
  ui: 'uiSkin',
  world: 'worldSkin',
  avatar: 'avatarSkin',
  email: 'emailSkin',
};

// The item types, the Q&A colour defaults and the value check are core's rules, shared with the memory backend.
export { SKIN_ITEM_TYPES, OPTIONAL_WORLD_ITEMS, assetExtensions, normalizeSkinValue, visibleSkins } from '@greenroom/core/rules';

/** A stored row → the entity (a space's row carries its version, a world's has none). @example itemFromRow(row).value */
export function itemFromRow(row: SkinItemColumns & { version?: number }): SkinItem {
  const item: SkinItem = {
    property: row.property,
    label: row.label,
    type: row.type as SkinItemType,
    value: fromJson<SkinValue>(row.value),
  };
  if (row.dimensions !== null) item.dimensions = fromJson<{ width: number; height: number }>(row.dimensions);
  if (row.asset_family !== null) item.assetFamily = row.asset_family;
  if (row.hidden === 1) item.hidden = true;
  if (row.version !== undefined) item.version = row.version;
  return item;
}

/** The entity → stored columns of a group. @example itemColumns('uiSkin', item) */
export function itemColumns(group: SkinGroupName, item: SkinItem): SkinItemColumns {
  return {
    skin_group: group,
    property: item.property,
    label: item.label,
    type: item.type,
    value: toJson(item.value),
    dimensions: item.dimensions ? toJson(item.dimensions) : null,
    asset_family: item.assetFamily ?? null,
    hidden: item.hidden ? 1 : 0,
  };
}

/** Rows of one owner → the four groups keyed by property. */
export function groupsFromRows(rows: (SkinItemColumns & { version?: number })[]): Record<SkinGroupName, SkinGroup> {
  const groups: Record<SkinGroupName, SkinGroup> = { uiSkin: {}, worldSkin: {}, avatarSkin: {}, emailSkin: {} };
  for (const row of rows) {
    const group = groups[row.skin_group as SkinGroupName];
    if (group) group[row.property] = itemFromRow(row);
  }
  return groups;
}
