import type { SkinItem } from '@greenroom/core';

/** How an item's value is previewed. */
export type PreviewKind = 'image' | 'video' | 'audio' | 'color' | 'pairs' | 'text';

/**
 * The preview an item gets: media by type (ImageOrVideo by what its address holds), a swatch for
 * colours, the pairs for avatar colours, else the value as text.
 * @example previewKind({ type: 'ImageOrVideo', value: 'https://x/a.mp4' }) // 'video'
 */
export function previewKind(item: Pick<SkinItem, 'type' | 'value'>): PreviewKind {
  switch (item.type) {
    case 'Image':
      return 'image';
    case 'Video':
      return 'video';
    case 'Audio':
      return 'audio';
    case 'ImageOrVideo':
      return typeof item.value === 'string' && /\.mp4(\?|$)/i.test(item.value) ? 'video' : 'image';
    case 'SingleColor':
      return 'color';
    case 'ColorPairList':
      return 'pairs';
    default:
      return 'text';
  }
}
