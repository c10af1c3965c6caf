import { HttpError } from '@greenroom/core';
import { useCallback, useEffect, useState } from 'react';

/** A guest call's state: loading, its answer, or the HttpError it was refused with. */
export type GuestCallState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: HttpError };

const asHttpError = (error: unknown) => (error instanceof HttpError ? error : new HttpError(0, error instanceof Error ? error.message : String(error)));

/**
 * Runs one read of the guest api when its key changes (aborting the previous one) and answers its
 * state and a `reload`. The guest pages load one thing each, so this stays a small effect rather
 * than a query cache: a partner page needs no QueryClient to embed them.
 * @example const [state, reload] = useGuestCall(code, (signal) => api.page({ code, signal }));
 */
export function useGuestCall<T>(key: string, load: (signal: AbortSignal) => Promise<T>): [GuestCallState<T>, () => void] {
  const [state, setState] = useState<GuestCallState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error: asHttpError(error) }),
    );
    return () => controller.abort();
    // `load` is a new function each render; the key and the round decide when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return [state, reload];
}
