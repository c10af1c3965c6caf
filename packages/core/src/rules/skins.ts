import type { ColorPair, Space, SkinGroup, SkinGroupName, SkinItem, SkinItemType, SkinValue } from '../entities';
import { roundTo2 } from '../validation/number';
import { compareNames } from './names';

/**
 * The role value of a super-admin, who alone sees (and changes) hidden skin items.
 * @example role === SKIN_SUPER_ADMIN_ROLE
 */
export const SKIN_SUPER_ADMIN_ROLE = 0;

/**
 * Every skin item type, in the order the spec lists them.
 * @example SKIN_ITEM_TYPES.includes('Audio') // true
 */
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

/**
 * The two worldSkin colours a space gains with these defaults when it lacks them (docs/reference/portal.md §2).
 * The labels are ours (the spec gives property and default only).
 * @example OPTIONAL_WORLD_ITEMS.qaDisplayBackgroundColor.value // '#383838'
 */
export const OPTIONAL_WORLD_ITEMS: Readonly<Record<string, SkinItem>> = {
  qaDisplayBackgroundColor: { property: 'qaDisplayBackgroundColor', label: 'Q&A Display Background Color', type: 'SingleColor', value: '#383838' },
  qaDisplayTextColor: { property: 'qaDisplayTextColor', label: 'Q&A Display Text Color', type: 'SingleColor', value: '#FFFFFF' },
};

/** avatarSkin items the In-Room list leaves out. */
const IN_ROOM_SKIPPED_AVATAR_ITEMS = new Set(['thumbnails', 'textureMap']);
/** uiSkin items the Web list shows as their own controls, not as rows. */
const WEB_CONTROL_ITEMS = new Set(['theme', 'primaryColor']);

/**
 * Whether a producer of this role may see an item: hidden items are for super-admins only.
 * @example isSkinItemVisible({ ...item, hidden: true }, 1) // false
 */
export function isSkinItemVisible(item: Pick<SkinItem, 'hidden'>, role: number): boolean {
  return !item.hidden || role === SKIN_SUPER_ADMIN_ROLE;
}

/**
 * A group without the items this role may not see.
 * @example visibleSkinGroup(space.worldSkin, 1)
 */
export function visibleSkinGroup(group: SkinGroup, role: number): SkinGroup {
  return Object.fromEntries(Object.entries(group).filter(([, item]) => isSkinItemVisible(item, role)));
}

/**
 * The space as a producer of this role may receive it: hidden items left out of every group.
 * @example reply(visibleSkins(space, caller.role))
 */
export function visibleSkins<T extends Pick<Space, SkinGroupName>>(space: T, role: number): T {
  return {
    ...space,
    uiSkin: visibleSkinGroup(space.uiSkin, role),
    worldSkin: visibleSkinGroup(space.worldSkin, role),
    avatarSkin: visibleSkinGroup(space.avatarSkin, role),
    emailSkin: visibleSkinGroup(space.emailSkin, role),
  };
}

/**
 * A row of the Branding tab: the item and the group it is saved in.
 * @example const row: SkinRow = { group: 'worldSkin', item }
 */
export interface SkinRow {
  group: SkinGroupName;
  item: SkinItem;
}

function byLabel(rows: SkinRow[]): SkinRow[] {
  return rows.sort((a, b) => compareNames(a.item.label, b.item.label) || compareNames(a.item.property, b.item.property));
}

function rowsOf(group: SkinGroupName, skin: SkinGroup, role: number, keep: (item: SkinItem) => boolean = () => true): SkinRow[] {
  return Object.values(skin)
    .filter((item) => isSkinItemVisible(item, role) && keep(item))
    .map((item) => ({ group, item }));
}

/**
 * In-Room rows: avatarSkin and worldSkin items together (without the avatarSkin thumbnails and
 * textureMap), plus the Q&A display colours with their defaults when the space lacks them; sorted
 * by label; hidden items only for super-admins.
 * @example inRoomRows(space, 0).map((row) => row.item.label)
 */
export function inRoomRows(space: Pick<Space, 'avatarSkin' | 'worldSkin'>, role: number): SkinRow[] {
  const missing = Object.values(OPTIONAL_WORLD_ITEMS).filter((item) => !(item.property in space.worldSkin));
  return byLabel([
    ...rowsOf('avatarSkin', space.avatarSkin, role, (item) => !IN_ROOM_SKIPPED_AVATAR_ITEMS.has(item.property)),
    ...rowsOf('worldSkin', space.worldSkin, role),
    ...missing.map((item) => ({ group: 'worldSkin' as const, item: { ...item } })),
  ]);
}

/**
 * Web rows: the uiSkin items except the theme and primaryColor (which have their own controls),
 * sorted by label.
 * @example webRows(space, 1).map((row) => row.item.property) // ['thumbnailLogo', 'landingPageAsset']
 */
export function webRows(space: Pick<Space, 'uiSkin'>, role: number): SkinRow[] {
  return byLabel(rowsOf('uiSkin', space.uiSkin, role, (item) => !WEB_CONTROL_ITEMS.has(item.property)));
}

/**
 * Email rows: the emailSkin's image items only, sorted by label.
 * @example emailRows(space, 1)
 */
export function emailRows(space: Pick<Space, 'emailSkin'>, role: number): SkinRow[] {
  return byLabel(rowsOf('emailSkin', space.emailSkin, role, (item) => item.type === 'Image'));
}

/**
 * The public address of an uploaded asset: its upload address without the query (the signature).
 * @example assetAddressOf('http://host/api/files/assets/logo/f1.png?sig=x') // 'http://host/api/files/assets/logo/f1.png'
 */
export function assetAddressOf(uploadUrl: string): string {
  const query = uploadUrl.indexOf('?');
  return query === -1 ? uploadUrl : uploadUrl.slice(0, query);
}

const HEX_COLOR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const ASSET_EXTENSIONS: Partial<Record<SkinItemType, readonly string[]>> = {
  Image: ['png'],
  Video: ['mp4'],
  Audio: ['mp3', 'wav'],
  ImageOrVideo: ['png', 'mp4'],
};

/**
 * Which file extensions an asset item accepts (undefined for non-asset items).
 * @example assetExtensions('Audio') // ['mp3', 'wav']
 */
export function assetExtensions(type: SkinItemType): readonly string[] | undefined {
  return ASSET_EXTENSIONS[type];
}

function isColorPair(value: unknown): value is ColorPair {
  if (typeof value !== 'object' || value === null) return false;
  const pair = value as Record<string, unknown>;
  return typeof pair.primary === 'string' && HEX_COLOR.test(pair.primary) && typeof pair.secondary === 'string' && HEX_COLOR.test(pair.secondary);
}

/**
 * Check a new value against its item and normalise it (numbers rounded to 2 decimals). Asset
 * items take '' or an address below `assetBase` (where this backend serves uploads) with a fitting
 * extension. Takes any value a request body holds (its shape is checked here). Resolves the value to
 * store, or a message for fieldErrors.value. Texts are ours.
 * @example normalizeSkinValue({ group: 'worldSkin', property: 'lightIntensity', type: 'SingleNumber' }, 1.234, base) // { value: 1.23 }
 */
export function normalizeSkinValue(
  item: { group: SkinGroupName; property: string; type: SkinItemType },
  value: unknown,
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
    if (!extension || !extensions.includes(extension)) return { error: `This item takes ${extensions.map((e) => e.toUpperCase()).join(' or ')} files` };
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
