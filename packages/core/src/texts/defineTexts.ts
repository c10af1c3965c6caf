import { useContext, useMemo } from 'react';
import { mergeTexts, type DeepPartial } from './mergeTexts';
import { DEFAULT_LOCALE, matchLocale } from './locale';
import { TextsContext } from './TextsContext';

/**
 * One package's texts: the English table (the product reference's exact words), its translations,
 * and how a component reads the texts in effect.
 */
export interface TextTable<T extends object> {
  /** The key under which a host overrides this table (`texts={{ [name]: … }}`). */
  readonly name: string;
  /** The English texts. */
  readonly english: T;
  /** Complete translations, by BCP 47 language tag. */
  readonly translations: Readonly<Record<string, T>>;
  /** The locales this table speaks, English first. */
  readonly locales: readonly string[];
  /** The texts for a locale with a host's overrides on top (no React needed). */
  resolve(locale?: string, overrides?: DeepPartial<T>): T;
}

/**
 * Declares a package's text table. Translations must be complete (`T`, not partial), so a missing
 * German entry is a type error rather than an English word on a German page.
 * @example
 * export const calendarTextTable = defineTexts('calendars', calendarTexts, { de: calendarTextsDe });
 * function Title() {
 *   const texts = useTexts(calendarTextTable);
 *   return <h2>{texts.title}</h2>;
 * }
 */
export function defineTexts<T extends object>(name: string, english: T, translations: Record<string, T> = {}): TextTable<T> {
  const locales = [DEFAULT_LOCALE, ...Object.keys(translations)];
  return {
    name,
    english,
    translations,
    locales,
    resolve(locale, overrides) {
      const tag = matchLocale(locale, locales);
      const base = tag === DEFAULT_LOCALE ? english : (translations[tag] ?? english);
      return overrides ? mergeTexts(base, overrides) : base;
    },
  };
}

/**
 * The texts of a table in the locale the provider asks for, with the host's overrides applied.
 * Outside any provider it gives the English table.
 * @example
 * const texts = useTexts(bookingsTextTable);
 * return <Button>{texts.guests.list.newGuest}</Button>;
 */
export function useTexts<T extends object>(table: TextTable<T>): T {
  const { locale, overrides } = useContext(TextsContext);
  const override = overrides[table.name] as DeepPartial<T> | undefined;
  return useMemo(() => table.resolve(locale, override), [table, locale, override]);
}

/**
 * The locale in effect (BCP 47, 'en' unless the provider says otherwise), for number and date
 * formatting with `Intl`.
 * @example
 * const locale = useLocale();
 * new Intl.NumberFormat(locale).format(1234.5); // '1.234,5' in German
 */
export function useLocale(): string {
  return useContext(TextsContext).locale;
}
