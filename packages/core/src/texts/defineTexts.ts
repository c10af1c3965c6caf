import { useContext, useMemo } from 'react';
import { mergeTexts, type DeepPartial } from './mergeTexts';
import { DEFAULT_LOCALE, matchLocale } from './locale';
import { TextsContext } from './TextsContext';
import { translationSlot, type Translation } from './translationSlot';

export type { Translation } from './translationSlot';

/**
 * One package's texts: the English table (the product reference's exact words), its translations,
 * and how a component reads the texts in effect. English is always here; a translation given as a
 * loader is fetched the first time its locale is asked for, so a page in English never downloads it.
 */
export interface TextTable<T extends object> {
  /**
   * Where a host overrides this table: a key of the provider's `texts` (`texts={{ [name]: … }}`),
   * or a dotted path into another table's overrides for a table that holds one section of it, so
   * a section can ship with the components that show it while hosts keep one override shape.
   * @example
   * defineTexts('bookings', listTexts).name // overridden through texts={{ bookings: { … } }}
   * defineTexts('bookings.guests', guestTexts).name // through texts={{ bookings: { guests: { … } } }}
   */
  readonly name: string;
  /** The English texts. */
  readonly english: T;
  /** The locales this table speaks, English first. */
  readonly locales: readonly string[];
  /**
   * Whether `resolve` answers at once for this locale: English, a table given whole, a fetched
   * translation, or English in place of one whose fetch failed.
   */
  isReady(locale?: string): boolean;
  /**
   * Fetches the translation this locale resolves to, once; settles when `resolve` can give it. A
   * failed fetch rejects, and until a later `load` succeeds the table answers in English.
   */
  load(locale?: string): Promise<void>;
  /**
   * The texts for a locale with a host's overrides on top (no React needed). A translation still
   * being fetched throws: `await load(locale)` (or `loadTexts(locale)`) first; `useTexts` waits itself.
   */
  resolve(locale?: string, overrides?: DeepPartial<T>): T;
}

// Every table defined on this page, so a provider can fetch a locale for all of them at once.
const definedTables = new Set<TextTable<object>>();

// Each table's name split at its dots ('bookings.guests' → ['bookings', 'guests']), once, so
// useTexts only walks it. Kept beside the table rather than on it: TextTable's shape is public.
const overridePaths = new WeakMap<TextTable<object>, readonly string[]>();

/**
 * Declares a package's text table. Translations must be complete (`T`, not partial), so a missing
 * German entry is a type error rather than an English word on a German page. Give a translation as
 * a loader (`() => import('./texts.de').then((m) => m.textsDe)`) so it ships in its own chunk.
 * A dotted `name` ('bookings.guests') declares a section table: one section of a package's texts in
 * a table of its own, so its English ships only with the components that import it, while hosts
 * keep overriding it at that path of the package's overrides.
 * @example
 * export const calendarTextTable = defineTexts('calendars', calendarTexts, {
 *   de: () => import('./texts.de').then((module) => module.calendarTextsDe),
 * });
 * function Title() {
 *   const texts = useTexts(calendarTextTable);
 *   return <h2>{texts.title}</h2>;
 * }
 * @example
 * // A section table: read with useTexts(guestsTextTable), overridden with
 * // texts={{ bookings: { guests: { list: { newGuest: 'Add' } } } }}.
 * export const guestsTextTable = defineTexts('bookings.guests', guestTexts, {
 *   de: () => import('./texts.de').then((module) => module.bookingsTextsDe.guests),
 * });
 */
export function defineTexts<T extends object>(name: string, english: T, translations: Record<string, Translation<T>> = {}): TextTable<T> {
  const locales = [DEFAULT_LOCALE, ...Object.keys(translations)];
  const slots = new Map(Object.entries(translations).map(([tag, translation]) => [tag, translationSlot(translation)]));
  const slotFor = (locale: string | undefined) => slots.get(matchLocale(locale, locales));
  const table: TextTable<T> = {
    name,
    english,
    locales,
    isReady: (locale) => {
      const slot = slotFor(locale);
      return !slot || slot.current() !== undefined || slot.failed();
    },
    load: (locale) => slotFor(locale)?.load() ?? Promise.resolve(),
    resolve(locale, overrides) {
      const slot = slotFor(locale);
      // After a failed fetch the table answers in English rather than leave a panel without words.
      const base = slot ? (slot.current() ?? (slot.failed() ? english : undefined)) : english;
      if (base === undefined) {
        throw new Error(`[Greenroom] The '${name}' texts for '${locale}' are not loaded yet: await loadTexts('${locale}') before rendering outside React.`);
      }
      return overrides ? mergeTexts(base, overrides) : base;
    },
  };
  definedTables.add(table as TextTable<object>);
  overridePaths.set(table as TextTable<object>, name.split('.'));
  return table;
}

/** The host's overrides for a table: the entry at its name's path, or undefined where a step is missing. */
function overridesOf(table: TextTable<object>, overrides: Record<string, object | undefined>): object | undefined {
  let node: object | undefined = overrides;
  for (const key of overridePaths.get(table) ?? [table.name]) node = (node as Record<string, object | undefined> | undefined)?.[key];
  return node;
}

/**
 * Fetches a locale's translations for every text table defined so far (every package imported on
 * the page), so the panels render in it without waiting. Needed before a server render
 * (`renderToString`) or a hydration in a language other than English; in the browser the
 * TextsProvider starts it by itself. A translation that fails to load is left out (its table
 * answers in English) and the promise rejects with the first failure.
 * @example
 * await loadTexts('de');
 * const html = renderToString(<GreenroomProvider locale="de" …><GuestListPanel … /></GreenroomProvider>);
 */
export async function loadTexts(locale: string): Promise<void> {
  const results = await Promise.allSettled([...definedTables].map((table) => table.load(locale)));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
}

/** @internal Whether every table defined so far answers this locale at once (TextsProvider's switch). */
export function textsReady(locale: string): boolean {
  for (const table of definedTables) if (!table.isReady(locale)) return false;
  return true;
}

/**
 * The texts of a table in the locale the provider asks for, with the host's overrides applied.
 * Outside any provider it gives the English table. While the locale's translation is still being
 * fetched the component suspends (the nearest Suspense boundary shows its fallback).
 * @example
 * const texts = useTexts(bookingsTextTable);
 * return <Button>{texts.guests.list.newGuest}</Button>;
 */
export function useTexts<T extends object>(table: TextTable<T>): T {
  const { locale, overrides } = useContext(TextsContext);
  const override = overridesOf(table, overrides) as DeepPartial<T> | undefined;
  // Suspends on the fetch's one promise (React 18 and 19 both wait on a thrown promise); a failed
  // fetch makes the table ready in English, so this cannot loop.
  if (!table.isReady(locale)) throw table.load(locale);
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
