import type { ColorPair, SkinGroup, SkinGroupName, SkinItem, SkinItemType, SkinValue } from '@greenroom/core';
import { roundTo2 } from '@greenroom/core/rules';
import type { SkinItemColumns } from '../db/types';
import { fromJson, toJson } from '../db/json';

/** The four skin groups, in the order they are listed. */
export const SKIN_GROUPS: readonly SkinGroupName[] = ['uiSkin', 'worldSkin', 'avatarSkin', 'emailSkin'];

/** The path segment of PUT /skin/<name> for each group. */
export const SKIN_ROUTE_GROUPS: Record<'ui' | 'world' | 'avatar' | 'email', SkinGroupName> = {
  ui: 'uiSkin',
  world: 'worldSkin',
  avatar: 'avatarSkin',
  email: 'emailSkin',
};

export const SKIN_ITEM_TYPES: readonly SkinItemType[] = [
  'Image',
  'Video',
  'Audio',
  'ImageOrVideo',
  'SingleColor',
  'SingleNumber',
  'Boolean',
  'ColorPairList',
];

/** Items a space may gain although its world lacks them: the Q&A display colours of the In-Room tab. */
export const OPTIONAL_WORLD_ITEMS: Record<string, SkinItem> = {
  qaDisplayBackgroundColor: { property: 'qaDisplayBackgroundColor', label: 'Q&A Display Background Color', type: 'SingleColor', value: '#383838' },
  qaDisplayTextColor: { property: 'qaDisplayTextColor', label: 'Q&A Display Text Color', type: 'SingleColor', value: '#FFFFFF' },
};

/** A stored row → the entity. @example itemFromRow(row).value */
export function itemFromRow(row: SkinItemColumns): SkinItem {
  const item: SkinItem = {
    property: row.property,
    label: row.label,
    type: row.type as SkinItemType,
    value: fromJson<SkinValue>(row.value),
  };
  if (row.dimensions !== null) item.dimensions = fromJson<{ width: number; height: number }>(row.dimensions);
  if (row.asset_family !== null) item.assetFamily = row.asset_family;
  if (row.hidden === 1) item.hidden = true;
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
export function groupsFromRows(rows: SkinItemColumns[]): Record<SkinGroupName, SkinGroup> {
  const groups: Record<SkinGroupName, SkinGroup> = { uiSkin: {}, worldSkin: {}, avatarSkin: {}, emailSkin: {} };
  for (const row of rows) {
    const group = groups[row.skin_group as SkinGroupName];
    if (group) group[row.property] = itemFromRow(row);
  }
  return groups;
}

const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const ASSET_EXTENSIONS: Partial<Record<SkinItemType, readonly string[]>> = {
  Image: ['png'],
  Video: ['mp4'],
  Audio: ['mp3', 'wav'],
  ImageOrVideo: ['png', 'mp4'],
};

/** Which file extensions an asset item accepts (undefined for non-asset items). @example assetExtensions('Audio') // ['mp3', 'wav'] */
export function assetExtensions(type: SkinItemType): readonly string[] | undefined {
  return ASSET_EXTENSIONS[type];
}

function isColorPair(value: unknown): value is ColorPair {
  if (typeof value !== 'object' || value === null) return false;
  const pair = value as Record<string, unknown>;
  return typeof pair.primary === 'string' && HEX_COLOR.test(pair.primary) && typeof pair.secondary === 'string' && HEX_COLOR.test(pair.secondary);
}

/**
 * Check a new value against its item and normalise it (numbers rounded to 2 decimals). Asset items
 * take '' or one of this server's asset addresses with a fitting extension. Resolves the value to
 * store, or a message for fieldErrors.value.
 * @example normalizeSkinValue({ group: 'uiSkin', property: 'primaryColor', type: 'SingleColor' }, '#fff', url) // { value: '#fff' }
 */
export function normalizeSkinValue(
  item: { group: SkinGroupName; property: string; type: SkinItemType },
  value: SkinValue,
  assetBase: string,
): { value: SkinValue } | { error: string } {
  if (item.group === 'uiSkin' && item.property === 'theme') {
    return value === 'dark' || value === 'light' ? { value } : { error: "The theme must be 'dark' or 'light'" };
  }
  const extensions = assetExtensions(item.type);
  if (extensions) {
    if (value === '') return { value };
    if (typeof value !== 'string' || !value.startsWith(assetBase)) return { error: 'Use the address of a file uploaded to this server' };
    const path = value.slice(assetBase.length);
    const extension = /^[A-Za-z0-9/_-]+\.([a-z0-9]+)$/.exec(path)?.[1];
    if (!extension || !extensions.includes(extension)) return { error: `This item takes ${extensions.join(' or ').toUpperCase()} files` };
    return { value };
  }
  switch (item.type) {
    case 'SingleColor':
      return typeof value === 'string' && HEX_COLOR.test(value) ? { value } : { error: 'Colors must be hex values such as #1A2B3C' };
    case 'SingleNumber':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? { value: roundTo2(value) } : { error: 'Value must be 0 or more' };
    case 'Boolean':
      return typeof value === 'boolean' ? { value } : { error: 'Value must be true or false' };
    case 'ColorPairList':
      return Array.isArray(value) && value.length <= 8 && value.every(isColorPair)
        ? { value: value.map(({ primary, secondary }) => ({ primary, secondary })) }
        : { error: 'Up to 8 pairs of hex colors are allowed' };
    default:
      return { error: 'This item cannot be changed' };
  }
}
