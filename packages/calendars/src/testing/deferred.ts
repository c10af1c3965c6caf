/** A promise the test settles by hand, to hold a call in progress. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

/**
 * @example
 * const answer = deferred<Calendar>();
 * vi.spyOn(api.calendars, 'create').mockReturnValue(answer.promise);
 * answer.resolve(calendar);
 */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
