/** A module loaded on use: ahead on intent, awaited when it is needed. */
export interface CodeOnDemand<M> {
  /** Starts loading (hover or focus of the button that needs it); settles, never rejects. */
  preload: () => Promise<void>;
  /** The module, or null when it could not be loaded: the caller tells the person (a later call tries again). */
  load: () => Promise<M | null>;
}

/**
 * Code a button needs only when pressed (a download's CSV writer, the QR encoder), kept out of a
 * panel's first bytes: `preload` on intent, `load` on click. A failed load (a network drop, a
 * chunk gone after a deploy) is logged and answers null instead of throwing to the page.
 * @example
 * const questionsCsv = codeOnDemand(() => import('./downloadQuestions'));
 * const writer = await questionsCsv.load();
 * if (writer) writer.downloadQuestions(booking, questions);
 * else alert(texts.clearCalendarError);
 */
export function codeOnDemand<M>(importModule: () => Promise<M>): CodeOnDemand<M> {
  const load = () =>
    importModule().catch((error: unknown) => {
      console.error(error);
      return null;
    });
  return { preload: () => load().then(() => undefined), load };
}
