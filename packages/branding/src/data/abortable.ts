/**
 * The promise, or a rejection as soon as the signal aborts (for adapters that do not watch it),
 * so a cancelled upload stops at once.
 * @example await abortable(uploads.put({ url, file, contentType, signal }), signal);
 */
export function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
