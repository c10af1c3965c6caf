import { describe, expect, it } from 'vitest';
import type { SkinItem } from '../entities';
import { assetAddressOf, emailRows, inRoomRows, normalizeSkinValue, visibleSkins, webRows } from './skins';

const item = (property: string, label: string, type: SkinItem['type'], value: SkinItem['value'], extra: Partial<SkinItem> = {}): SkinItem => ({
  property,
  label,
  type,
  value,
  ...extra,
});

const space = {
  uiSkin: {
    theme: item('theme', 'Web Theme', 'SingleColor', 'dark'),
    primaryColor: item('primaryColor', 'Hightlight Color', 'SingleColor', '#7C4DFF'),
    thumbnailLogo: item('thumbnailLogo', 'Header Logo', 'Image', '', { dimensions: { width: 145, height: 145 } }),
    landingPageAsset: item('landingPageAsset', 'Landing Page Asset', 'ImageOrVideo', ''),
  },
  worldSkin: {
    floorColor: item('floorColor', 'floor Color', 'SingleColor', '#000000'),
    debugOverlay: item('debugOverlay', 'Debug Overlay', 'Boolean', false, { hidden: true }),
    qaDisplayTextColor: item('qaDisplayTextColor', 'Q&A Display Text Color', 'SingleColor', '#EEEEEE'),
  },
  avatarSkin: {
    avatarColors: item('avatarColors', 'Avatar Colors', 'ColorPairList', []),
    thumbnails: item('thumbnails', 'Thumbnails', 'Image', ''),
    textureMap: item('textureMap', 'Texture Map', 'Image', ''),
  },
  emailSkin: {
    emailHeaderImage: item('emailHeaderImage', 'Email Header Image', 'Image', ''),
    emailAccent: item('emailAccent', 'Accent', 'SingleColor', '#000000'),
  },
};

describe('Branding rows', () => {
  it('In-Room: avatar and world items by label without thumbnails and textureMap; a missing Q&A colour gets its default; hidden only for role 0', () => {
    const rows = inRoomRows(space, 1);
    expect(rows.map((r) => r.item.label)).toEqual(['Avatar Colors', 'floor Color', 'Q&A Display Background Color', 'Q&A Display Text Color']);
    expect(rows.find((r) => r.item.property === 'qaDisplayBackgroundColor')).toEqual({
      group: 'worldSkin',
      item: { property: 'qaDisplayBackgroundColor', label: 'Q&A Display Background Color', type: 'SingleColor', value: '#383838' },
    });
    expect(rows.find((r) => r.item.property === 'qaDisplayTextColor')?.item.value).toBe('#EEEEEE');
    expect(rows.find((r) => r.item.property === 'avatarColors')?.group).toBe('avatarSkin');
    expect(inRoomRows(space, 0).map((r) => r.item.property)).toContain('debugOverlay');
  });

  it('adds #FFFFFF as the Q&A text colour of a space lacking it', () => {
    const rows = inRoomRows({ ...space, worldSkin: {} }, 1);
    expect(rows.find((r) => r.item.property === 'qaDisplayTextColor')?.item.value).toBe('#FFFFFF');
  });

  it('Web: uiSkin without the theme and primaryColor; Email: image items only', () => {
    expect(webRows(space, 1).map((r) => r.item.property)).toEqual(['thumbnailLogo', 'landingPageAsset']);
    expect(emailRows(space, 1).map((r) => r.item.property)).toEqual(['emailHeaderImage']);
  });

  it('visibleSkins leaves hidden items out of every group for role 1 and keeps them for role 0', () => {
    expect(visibleSkins(space, 1).worldSkin).not.toHaveProperty('debugOverlay');
    expect(visibleSkins(space, 0).worldSkin).toHaveProperty('debugOverlay');
  });
});

describe('normalizeSkinValue', () => {
  const base = 'http://h/api/files/';
  it('rounds numbers to 2 decimals and refuses negatives', () => {
    expect(normalizeSkinValue({ group: 'worldSkin', property: 'x', type: 'SingleNumber' }, 1.005, base)).toEqual({ value: 1.01 });
    expect(normalizeSkinValue({ group: 'worldSkin', property: 'x', type: 'SingleNumber' }, -1, base)).toEqual({ error: 'Value must be 0 or more' });
  });
  it('takes only uploaded assets with a fitting extension', () => {
    expect(normalizeSkinValue({ group: 'worldSkin', property: 'a', type: 'Audio' }, `${base}assets/a/f.mp3`, base)).toEqual({ value: `${base}assets/a/f.mp3` });
    expect(normalizeSkinValue({ group: 'worldSkin', property: 'a', type: 'Audio' }, `${base}assets/a/f.png`, base)).toEqual({ error: 'This item takes MP3 or WAV files' });
    expect(normalizeSkinValue({ group: 'uiSkin', property: 'l', type: 'Image' }, 'https://evil/x.png', base)).toEqual({ error: 'Use the address of a file uploaded to this server' });
  });
  it('checks the theme and colours', () => {
    expect(normalizeSkinValue({ group: 'uiSkin', property: 'theme', type: 'SingleColor' }, 'blue', base)).toEqual({ error: "The theme must be 'dark' or 'light'" });
    expect(normalizeSkinValue({ group: 'uiSkin', property: 'primaryColor', type: 'SingleColor' }, 'red', base)).toEqual({ error: 'Colors must be hex values such as #1A2B3C' });
  });
});

it('assetAddressOf drops the signature query', () => {
  expect(assetAddressOf('http://h/api/files/assets/l/f.png?sig=1&w=2')).toBe('http://h/api/files/assets/l/f.png');
  expect(assetAddressOf('memory://uploads/l/f.png')).toBe('memory://uploads/l/f.png');
});
