// The branding text table: English (texts.en.ts) and German (texts.de.ts, fetched when asked for) joined by defineTexts; the
// English table and its type are re-exported here, where the package's code and index import them.
import { defineTexts } from '@greenroom/core';
import { brandingTexts, type BrandingTexts } from './texts.en';

export { brandingTexts, type BrandingTexts };

/**
 * The Branding tab's text table ('branding'): English, German, and what a host overrides through
 * `texts={{ branding: { … } }}`.
 * @example
 * const texts = useTexts(brandingTextTable);
 * texts.highlightColor // 'Hightlight Color', or 'Akzentfarbe' in German
 */
export const brandingTextTable = defineTexts<BrandingTexts>('branding', brandingTexts, {
  de: () => import('./texts.de').then((module) => module.brandingTextsDe),
});

declare module '@greenroom/core' {
  interface GreenroomTexts {
    branding: BrandingTexts;
  }
}
