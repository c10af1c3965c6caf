import { isOffered } from '@greenroom/core';

/** What every embed reports: a failed call of the partner's adapter. @example { onError: (error, call) => report(call, error) } */
export interface ErrorCallback {
  /** A call of the partner's adapter failed (aborted calls are not errors), named like 'registrations.create'. */
  onError?: (error: unknown, call: string) => void;
}

type AnyCall = (...args: never[]) => Promise<unknown>;

/** Per method of an api domain: what to tell the page once the call resolved, with the call's own arguments. @example { create: (registration) => log(registration) } */
export type OnResult<T> = {
  [M in keyof T]?: T[M] extends (...args: infer A) => Promise<infer R> ? (value: R, ...args: A) => void : never;
};

const isAbort = (error: unknown) => typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * Typed events instead of postMessage: the api domain with every method watched. A resolved call
 * goes to `onResult[method]` (with the value and the call's arguments), a failure that is not an
 * abort to `onError` with its name ('registrations.create'), and is rethrown unchanged. A call the
 * backend does not offer (`notOffered`) passes through as it is, so panels still see it as such.
 * @example const registrations = withCallbacks(api.registrations, 'registrations', { onError }, { create: (r) => log(r) });
 */
export function withCallbacks<T extends object>(domain: T, name: string, callbacks: ErrorCallback, onResult: OnResult<T> = {}): T {
  return Object.fromEntries(
    Object.entries(domain).map(([method, call]) => [
      method,
      !isOffered(call)
        ? call
        : async (...args: never[]) => {
            try {
              const value = await (call as AnyCall)(...args);
              (onResult as Record<string, ((...inner: unknown[]) => void) | undefined>)[method]?.(value, ...args);
              return value;
            } catch (error) {
              if (!isAbort(error)) callbacks.onError?.(error, `${name}.${method}`);
              throw error;
            }
          },
    ])
  ) as T;
}
