import type { SkinItem } from '@greenroom/core';

/**
 * The version a save of a skin item sends: the item's own as read, or 0 for an item the space does
 * not hold yet (an optional world item shown from core's defaults, which carry none; its first
 * save makes it 1).
 * @example skinItemVersion(space.uiSkin.primaryColor) // 3
 */
export function skinItemVersion(item: Pick<SkinItem, 'version'> | undefined): number {
  return item?.version ?? 0;
}
