import { HttpError, portalApiMethods, type PortalApi } from '@greenroom/core';
import { act } from 'react';
// Types only: stories import this module too, so nothing of vitest may load outside a test run.
// Spies and fake-timer checks use vitest's globals (`globals: true`), reached only from tests.
import type { Mock } from 'vitest';

/**
 * One PortalApi method by its path, checked against the contract.
 * @example const call: ApiCall = 'calendars.create';
 */
export type ApiCall = { [D in keyof PortalApi]: `${D}.${keyof PortalApi[D] & string}` }[keyof PortalApi];

type Method<C extends ApiCall> = C extends `${infer D extends keyof PortalApi}.${infer M}`
  ? M extends keyof PortalApi[D]
    ? PortalApi[D][M]
    : never
  : never;

type AnyMethod = (...args: unknown[]) => unknown;

/** What a control does to the calls of the api it wraps. @example const control: ApiControl = createApiControl(); */
export interface ApiControl {
  /**
   * The wrapped api (created by `wrap`); every method goes through the control and then to the
   * wrapped api's method of the moment (so a `vi.spyOn` on the wrapped api still sees the call).
   */
  readonly api: PortalApi;
  /** True once `wrap` ran. */
  readonly wrapping: boolean;
  /** Wraps `api` (once: a control serves one api). */
  wrap(api: PortalApi): PortalApi;
  /**
   * The spy every call of `call` passes through: assert on it, or give it a one-off answer
   * (`mockRejectedValueOnce`) before the component calls.
   */
  spy<C extends ApiCall>(call: C): Mock<Method<C>>;
  /**
   * `call` rejects with `error` (default HttpError 500 'Internal error') without reaching the
   * backend, until the returned undo runs.
   */
  fail(call: ApiCall, error?: unknown): () => void;
  /**
   * `call` reaches the backend, but its answer is held back until the returned release (or
   * `release(call)`) runs: an in-progress state stays on screen as long as the test needs.
   */
  hold(call: ApiCall): () => Promise<void>;
  /** Delivers every held answer of `call` (inside React's act) and stops holding it; throws when `call` is not held. */
  release(call: ApiCall): Promise<void>;
  /** True while `call` is held. */
  isHeld(call: ApiCall): boolean;
  /** Lets every answer that is not held arrive and the screen update (inside React's act). */
  flush(): Promise<void>;
}

interface HeldAnswer {
  settle: () => void;
}

/** Runs `work` inside React's act, so the updates it causes land before the test looks. */
async function inAct(work: () => Promise<void>): Promise<void> {
  await act(work);
}

/** One macrotask turn (TanStack Query notifies observers on setTimeout 0), fake timers or not. */
async function nextTurn(): Promise<void> {
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
  else await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/**
 * A control for a PortalApi not yet known (the portal fixture wraps the api it builds); see
 * {@link controlApi} for one over a given api.
 * @example
 * const control = createApiControl();
 * const api = control.wrap(createMemoryApi(seed));
 * const release = control.hold('calendars.list');
 */
export function createApiControl(): ApiControl {
  let target: PortalApi | null = null;
  let wrapped: PortalApi | null = null;
  const failures = new Map<ApiCall, unknown>();
  const held = new Map<ApiCall, HeldAnswer[]>();
  const inFlight = new Set<Promise<unknown>>();
  const spies = new Map<ApiCall, Mock<AnyMethod>>();

  const passOn = (call: ApiCall, args: unknown[]): unknown => {
    if (failures.has(call)) return Promise.reject(failures.get(call));
    if (!target) throw new Error(`${call} was called before the control wrapped an api`);
    const [domain, name] = call.split('.') as [keyof PortalApi, string];
    const answer = Promise.resolve((target[domain] as unknown as Record<string, AnyMethod>)[name](...args));
    const queue = held.get(call);
    if (!queue) {
      inFlight.add(answer);
      void answer.then(
        () => inFlight.delete(answer),
        () => inFlight.delete(answer),
      );
      return answer;
    }
    return new Promise((resolve, reject) => {
      queue.push({ settle: () => answer.then(resolve, reject) });
    });
  };

  const spy = <C extends ApiCall>(call: C): Mock<Method<C>> => {
    let existing = spies.get(call);
    if (!existing) {
      existing = vi.fn((...args: unknown[]) => passOn(call, args));
      spies.set(call, existing);
    }
    return existing as unknown as Mock<Method<C>>;
  };
  // Outside a test run (Ladle) calls pass straight on; under vitest each goes through its spy.
  const route = (call: ApiCall, args: unknown[]): unknown =>
    typeof vi === 'undefined' ? passOn(call, args) : (spy(call) as unknown as AnyMethod)(...args);

  const release = async (call: ApiCall): Promise<void> => {
    const queue = held.get(call);
    if (!queue) throw new Error(`${call} is not held`);
    held.delete(call);
    await inAct(async () => {
      for (const answer of queue) answer.settle();
      await nextTurn();
      await nextTurn();
    });
  };

  const control: ApiControl = {
    get api() {
      if (!wrapped) throw new Error('The control has not wrapped an api yet');
      return wrapped;
    },
    get wrapping() {
      return wrapped !== null;
    },
    wrap(api) {
      if (target && target !== api) throw new Error('An api control wraps one api only');
      if (wrapped) return wrapped;
      target = api;
      const result: Record<string, Record<string, AnyMethod>> = {};
      for (const [domain, names] of Object.entries(portalApiMethods)) {
        result[domain] = Object.fromEntries(
          names.map((name: string) => [name, (...args: unknown[]) => route(`${domain}.${name}` as ApiCall, args)]),
        );
      }
      wrapped = result as unknown as PortalApi;
      return wrapped;
    },
    spy,
    fail(call, error = new HttpError(500, 'Internal error')) {
      failures.set(call, error);
      return () => failures.delete(call);
    },
    hold(call) {
      if (!held.has(call)) held.set(call, []);
      return () => release(call);
    },
    release,
    isHeld: (call) => held.has(call),
    async flush() {
      await inAct(async () => {
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        await nextTurn();
        await nextTurn();
      });
    },
  };
  return control;
}

/**
 * Wraps a PortalApi in a control: make any call fail, hold any answer back, spy on any call.
 * @example
 * const control = controlApi(createMemoryApi(seed));
 * control.fail('calendars.create', new HttpError(400, 'Invalid request', undefined, { calendarName: 'Too long' }));
 * const release = control.hold('calendars.list');
 * render(<CalendarTab api={control.api} spaceID="s1" />);
 * await release();
 */
export function controlApi(api: PortalApi): ApiControl {
  const control = createApiControl();
  control.wrap(api);
  return control;
}
