/**
 * A translation table, given whole or as a loader that imports it on first use (its own chunk).
 * @example const de: Translation<CalendarTexts> = () => import('./texts.de').then((module) => module.calendarTextsDe);
 */
export type Translation<T> = T | (() => Promise<T>);

/** One locale of one table: the texts once here, and the one fetch that brings them. */
export interface TranslationSlot<T> {
  /** The texts, once fetched (at once for a table given whole). */
  current(): T | undefined;
  /** Whether the last fetch failed (and none has succeeded since). */
  failed(): boolean;
  /** Fetches the texts once; every caller gets the same promise while it runs. After a failure, the next call tries again. */
  load(): Promise<void>;
}

/** The slot of one translation: loads a loader once, keeps its texts, lets a failed load be retried. */
export function translationSlot<T extends object>(translation: Translation<T>): TranslationSlot<T> {
  if (typeof translation !== 'function') {
    const ready = Promise.resolve();
    return { current: () => translation, failed: () => false, load: () => ready };
  }
  let texts: T | undefined;
  let failure = false;
  let pending: Promise<void> | undefined;
  return {
    current: () => texts,
    failed: () => failure,
    load() {
      pending ??= translation().then(
        (loaded) => {
          texts = loaded;
          failure = false;
        },
        (error: unknown) => {
          failure = true;
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
