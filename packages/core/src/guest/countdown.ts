/** The time left until an instant, in whole units. @example const left: Countdown = { days: 1, hours: 2, minutes: 3, seconds: 4 } */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The time from `now` until `target` (both epoch ms), rounded down to the second, or null once
 * `target` is reached. Pass the injected clock's now, so a test moves it.
 * @example countdownTo(Date.parse('2026-11-21T21:00:00Z'), Date.parse('2026-11-20T19:58:59.5Z')) // { days: 1, hours: 1, minutes: 1, seconds: 0 }
 */
export function countdownTo(target: number, now: number): Countdown | null {
  const left = Math.floor((target - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}

/**
 * The countdown as a screen reader should hear it: minutes only (rounded up), so a polite live
 * region speaks once a minute rather than every second.
 * @example countdownMinutes({ days: 0, hours: 1, minutes: 4, seconds: 10 }) // { days: 0, hours: 1, minutes: 5 }
 */
export function countdownMinutes(left: Countdown): { days: number; hours: number; minutes: number } {
  const total = left.days * 1440 + left.hours * 60 + left.minutes + (left.seconds > 0 ? 1 : 0);
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}
