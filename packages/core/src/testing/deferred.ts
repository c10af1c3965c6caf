/** A promise settled by hand, to hold a call in progress. @example const answer: Deferred<void> = deferred<void>(); */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

/**
 * A promise a test settles when it chooses (Promise.withResolvers, which Node 20 lacks).
 * @example
 * const answer = deferred<Calendar>();
 * vi.spyOn(api.calendars, 'create').mockReturnValue(answer.promise);
 * // ...the dialog shows its in-progress state...
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
