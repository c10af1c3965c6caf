import { toEpochMs, useNow } from '@greenroom/core';
import { useEffect, useState } from 'react';

const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * The provider's current time, re-read whenever the clock passes one of `moments` (e.g. a
 * booking's start and end), so what depends on them (the LIVE badge, the Attendees tab) appears
 * and disappears as time passes without polling (the timer is re-armed after every render).
 * @example const now = useClockTick([booking.start.time, booking.end.time]);
 */
export function useClockTick(moments: readonly (string | number)[]): Date {
  const clock = useNow();
  const [, setTick] = useState(0);
  const now = clock();
  useEffect(() => {
    const nowMs = clock().valueOf();
    const next = moments
      .map((moment) => toEpochMs(moment))
      .filter((ms): ms is number => ms !== null && ms > nowMs)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(next - nowMs + 1, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  });
  return now;
}
