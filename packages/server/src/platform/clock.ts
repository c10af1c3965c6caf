/**
 * The one source of time on the server, injectable so tests control expiry.
 * @example
 * const clock: Clock = { now: () => new Date('2026-01-01T00:00:00Z') };
 */
export interface Clock {
  now(): Date;
}

/** The wall clock. @example systemClock.now() */
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move. @example const c = manualClock('2026-01-01T00:00:00Z'); c.advance(60_000); */
export interface ManualClock extends Clock {
  set(at: Date | string | number): void;
  advance(ms: number): void;
}

/** Create a {@link ManualClock} starting at `start`. @example const c = manualClock(Date.UTC(2026, 0, 1)); */
export function manualClock(start: Date | string | number): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
