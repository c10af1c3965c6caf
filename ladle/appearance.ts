import type { Appearance, AppearanceTheme, Density, ThemeMode } from '@greenroom/ui';

/** A partner colour to try the stories in: one shade for the light scheme, one for the dark. */
export interface BrandPreset {
  label: string;
  light: string;
  dark: string;
}

/** The brand colours the toolbar offers ('greenroom' is the kit's own, no override). */
export const BRANDS = {
  greenroom: { label: 'Greenroom violet', light: '', dark: '' },
  teal: { label: 'Harbour teal', light: '#0a7c72', dark: '#4fd1c5' },
  crimson: { label: 'Festival crimson', light: '#b0124a', dark: '#ff7aa8' },
  ocean: { label: 'Ocean blue', light: '#1f5fbf', dark: '#7fb0ff' },
  amber: { label: 'Amber', light: '#8a4f00', dark: '#f5b041' },
} satisfies Record<string, BrandPreset>;

export type BrandName = keyof typeof BRANDS;

export const THEMES: readonly AppearanceTheme[] = ['light', 'dark', 'system'];
/** The languages every table speaks, by BCP 47 tag, with their names in their own language. */
export const LOCALES = { en: 'English', de: 'Deutsch' } as const;
export type StoryLocale = keyof typeof LOCALES;
export const DENSITIES: readonly Density[] = ['comfortable', 'compact'];

/** What the Ladle toolbar chose for every story. */
export interface StoryLook {
  theme: AppearanceTheme;
  brand: BrandName;
  density: Density;
  locale: StoryLocale;
}

export const DEFAULT_LOOK: StoryLook = { theme: 'light', brand: 'greenroom', density: 'comfortable', locale: 'en' };

const isBrand = (value: string | null): value is BrandName => value !== null && Object.hasOwn(BRANDS, value);
const isDensity = (value: string | null): value is Density => DENSITIES.includes(value as Density);
const isLocale = (value: string | null): value is StoryLocale => value !== null && Object.hasOwn(LOCALES, value);

/**
 * The brand, density and language asked for by a URL's query (`?brand=teal&density=compact&locale=de`,
 * for a link to a story in a partner's colours and language), else by the stored choice, else the
 * defaults. Unknown values are ignored.
 *
 * @example
 * lookFromQuery('?story=ui--kit--button--basic&brand=teal', null); // { brand: 'teal', density: 'comfortable', locale: 'en' }
 */
export function lookFromQuery(search: string, stored: string | null): Omit<StoryLook, 'theme'> {
  const query = new URLSearchParams(search);
  let saved: Partial<Record<'brand' | 'density' | 'locale', string>> = {};
  try {
    saved = stored ? (JSON.parse(stored) as typeof saved) : {};
  } catch {
    saved = {};
  }
  const pick = <T extends string>(name: 'brand' | 'density' | 'locale', valid: (value: string | null) => value is T, fallback: T): T => {
    const asked = query.get(name);
    if (valid(asked)) return asked;
    const kept = saved[name] ?? null;
    return valid(kept) ? kept : fallback;
  };
  return {
    brand: pick('brand', isBrand, DEFAULT_LOOK.brand),
    density: pick('density', isDensity, DEFAULT_LOOK.density),
    locale: pick('locale', isLocale, DEFAULT_LOOK.locale),
  };
}

/**
 * The appearance every story gets: the toolbar's theme and density, and the brand's shade for the
 * scheme in effect (`mode`: the system's when the theme is 'system').
 *
 * @example
 * storyAppearance({ theme: 'dark', brand: 'teal', density: 'compact' }, 'dark');
 * // { theme: 'dark', variables: { density: 'compact', colorPrimary: '#4fd1c5' } }
 */
export function storyAppearance(look: StoryLook, mode: ThemeMode): Appearance {
  const colorPrimary = BRANDS[look.brand][mode];
  return { theme: look.theme, variables: { density: look.density, ...(colorPrimary ? { colorPrimary } : {}) } };
}
