import type { SkinItem } from '@greenroom/core';
import type { AssetKind } from '../data/checkAssetFile';
import { brandingTexts } from '../texts';

/**
 * The hint of an upload dialog for the kind of file it takes now: 'PNG: 145px x 145px' for a sized
 * image, 'MP4: 10MB Max' for video.
 * @example assetHint(item, 'Image') // 'PNG: 145px x 145px'
 */
export function assetHint(item: SkinItem, kind: AssetKind): string {
  if (kind === 'Video') return brandingTexts.videoHint;
  if (kind === 'Audio') return brandingTexts.audioHint;
  return item.dimensions ? brandingTexts.pngHint(item.dimensions.width, item.dimensions.height) : brandingTexts.pngOnlyHint;
}

/**
 * The error text when an upload of this item fails (docs/reference/portal.md §8).
 * @example uploadError('ImageOrVideo', 'Video') // 'An error occurred uploading this video'
 */
export function uploadError(type: SkinItem['type'], kind: AssetKind): string {
  if (type === 'ImageOrVideo') return kind === 'Video' ? brandingTexts.uploadErrors.ImageOrVideoVideo : brandingTexts.uploadErrors.ImageOrVideoImage;
  return brandingTexts.uploadErrors[kind];
}

/**
 * The kind an asset item starts with: its own type, or for ImageOrVideo what its value holds.
 * @example initialKind({ type: 'ImageOrVideo', value: 'x.mp4' }) // 'Video'
 */
export function initialKind(item: Pick<SkinItem, 'type' | 'value'>): AssetKind {
  if (item.type === 'Video' || item.type === 'Audio') return item.type;
  if (item.type === 'ImageOrVideo' && typeof item.value === 'string' && /\.mp4(\?|$)/i.test(item.value)) return 'Video';
  return 'Image';
}
