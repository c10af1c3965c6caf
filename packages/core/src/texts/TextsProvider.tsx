import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadTexts, textsReady } from './defineTexts';
import { DEFAULT_LOCALE } from './locale';
import type { DeepPartial } from './mergeTexts';
import { TextsContext, type GreenroomTexts, type TextsContextValue } from './TextsContext';

/**
 * A host's text overrides: any entry of any package's table, at any depth.
 * @example const texts: TextOverrides = { bookings: { guests: { list: { newGuest: 'Add a person' } } } };
 */
export type TextOverrides = { [K in keyof GreenroomTexts]?: DeepPartial<GreenroomTexts[K]> };

/** Props of TextsProvider. @example const props: TextsProviderProps = { locale: 'de' }; */
export interface TextsProviderProps {
  /** BCP 47 tag; a table without that language falls back to its language, then English. Default: the enclosing provider's, else 'en'. */
  locale?: string;
  /** Per-text overrides on top of the locale's tables (default: the enclosing provider's). Keep the object stable (memoise it). */
  texts?: TextOverrides;
  children?: ReactNode;
}

/**
 * Sets the locale and text overrides for every panel inside. PortalProvider and GreenroomProvider
 * render it from their own `locale` and `texts` props; a host rarely uses it directly.
 * @example
 * <TextsProvider locale="de" texts={{ bookings: { guests: { list: { newGuest: 'Gast hinzufügen' } } } }}>
 *   <GuestListPanel />
 * </TextsProvider>
 */
export function TextsProvider({ locale, texts, children }: TextsProviderProps) {
  // A provider nested in another (a story's fixture inside Ladle's) keeps what it is not told.
  const outer = useContext(TextsContext);
  const asked = locale ?? outer.locale;
  // Starts every table's translation at once, before the panels inside ask (each would wait alone).
  useMemo(() => startTranslations(asked), [asked]);
  // A switch at run time keeps the panels in the locale they show until the new one's texts are
  // here, rather than have them suspend into a fallback; the first render waits (suspends) instead.
  const [shown, setShown] = useState(asked);
  const effective = asked === shown || textsReady(asked) ? asked : shown;
  useEffect(() => {
    if (effective === asked) {
      if (shown !== asked) setShown(asked);
      return;
    }
    let current = true;
    loadTexts(asked)
      .catch(() => undefined)
      .then(() => {
        if (current) setShown(asked);
      });
    return () => {
      current = false;
    };
  }, [asked, effective, shown]);
  const value = useMemo<TextsContextValue>(
    () => ({ locale: effective, overrides: texts ? (texts as Record<string, object | undefined>) : outer.overrides }),
    [effective, texts, outer],
  );
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

/** Fetches a locale's translations for every table; a failure leaves English and says so. */
function startTranslations(locale: string): void {
  if (locale.toLowerCase() === DEFAULT_LOCALE) return;
  loadTexts(locale).catch((error: unknown) => {
    console.warn(`[Greenroom] Texts for '${locale}' could not be loaded, so some panels show English:`, error);
  });
}
