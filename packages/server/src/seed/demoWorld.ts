import type { SkinGroupName, SkinItem } from '@greenroom/core';
import { HEADER_LOGO_DIMENSIONS } from '@greenroom/core/rules';

type Catalogue = Record<SkinGroupName, SkinItem[]>;

const item = (property: string, label: string, type: SkinItem['type'], value: SkinItem['value'], extra: Partial<SkinItem> = {}): SkinItem => ({
  property,
  label,
  type,
  value,
  ...extra,
});

/**
 * The demo world's catalogue: at least one item of every type, the avatarSkin thumbnails and
 * textureMap items, the uiSkin theme, primaryColor, landingPageAsset and thumbnailLogo (Header Logo,
 * PNG 145 x 145), and emailSkin images. `logoUrl` is the stored demo Header Logo.
 * @example demoCatalogue('http://localhost:8080/api/files/assets/thumbnailLogo/x.png').uiSkin.length
 */
export function demoCatalogue(logoUrl: string): Catalogue {
  return {
    uiSkin: [
      item('theme', 'Web Theme', 'SingleColor', 'dark'),
      item('primaryColor', 'Hightlight Color', 'SingleColor', '#7C4DFF'),
      item('landingPageAsset', 'Landing Page Asset', 'ImageOrVideo', ''),
      item('thumbnailLogo', 'Header Logo', 'Image', logoUrl, { dimensions: { ...HEADER_LOGO_DIMENSIONS } }),
    ],
    worldSkin: [
      item('lobbyBanner', 'Lobby Banner', 'Image', '', { assetFamily: 'banners' }),
      item('stageVideo', 'Stage Video', 'Video', ''),
      item('lobbyMusic', 'Lobby Music', 'Audio', ''),
      item('mainScreen', 'Main Screen', 'ImageOrVideo', ''),
      item('floorColor', 'Floor Color', 'SingleColor', '#2E7D32'),
      item('lightIntensity', 'Light Intensity', 'SingleNumber', 0.75),
      item('showConfetti', 'Show Confetti', 'Boolean', false),
      item('qaDisplayBackgroundColor', 'Q&A Display Background Color', 'SingleColor', '#383838'),
      item('qaDisplayTextColor', 'Q&A Display Text Color', 'SingleColor', '#FFFFFF'),
      item('debugOverlay', 'Debug Overlay', 'Boolean', false, { hidden: true }),
    ],
    avatarSkin: [
      item('avatarColors', 'Avatar Colors', 'ColorPairList', [
        { primary: '#1E88E5', secondary: '#FFC107' },
        { primary: '#E53935', secondary: '#FFFFFF' },
        { primary: '#43A047', secondary: '#212121' },
      ]),
      item('thumbnails', 'Thumbnails', 'Image', ''),
      item('textureMap', 'Texture Map', 'Image', ''),
    ],
    emailSkin: [
      item('emailHeaderImage', 'Email Header Image', 'Image', '', { dimensions: { width: 600, height: 200 } }),
      item('emailFooterImage', 'Email Footer Image', 'Image', ''),
    ],
  };
}
