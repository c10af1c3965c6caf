import type { SkinItem } from '@greenroom/core';
import type { AssetKind } from '../data/checkAssetFile';
import type { BrandingTexts } from '../texts';

/**
 * The hint of an upload dialog for the kind of file it takes now, in the given texts: 'PNG: 145px x
 * 145px' for a sized image, 'MP4: 10MB Max' for video.
 * @example assetHint(item, 'Image', useTexts(brandingTextTable)) // 'PNG: 145px x 145px'
 */
export function assetHint(item: SkinItem, kind: AssetKind, texts: BrandingTexts): string {
  if (kind === 'Video') return texts.videoHint;
  if (kind === 'Audio') return texts.audioHint;
  return item.dimensions ? texts.pngHint(item.dimensions.width, item.dimensions.height) : texts.pngOnlyHint;
}

/**
 * The error text when an upload of this item fails (docs/reference/portal.md §8), in the given texts.
 * @example uploadError('ImageOrVideo', 'Video', texts) // 'An error occurred uploading this video'
 */
export function uploadError(type: SkinItem['type'], kind: AssetKind, texts: BrandingTexts): string {
  if (type === 'ImageOrVideo') return kind === 'Video' ? texts.uploadErrors.ImageOrVideoVideo : texts.uploadErrors.ImageOrVideoImage;
  return texts.uploadErrors[kind];
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
