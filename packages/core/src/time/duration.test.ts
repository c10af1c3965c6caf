import { formatDuration, secondsInRoom, usageHours } from './duration';

describe('usageHours', () => {
  it('divides by 3600 with 2 decimals', () => {
    expect(usageHours(8100)).toBe('2.25');
    expect(usageHours(0)).toBe('0.00');
    expect(usageHours(1)).toBe('0.00');
    expect(usageHours(18)).toBe('0.01');
    expect(usageHours(360_000)).toBe('100.00');
  });

  it('shows 0.00 for a failed or nonsensical value', () => {
    expect(usageHours(undefined)).toBe('0.00');
    expect(usageHours(Number.NaN)).toBe('0.00');
    expect(usageHours(-5)).toBe('0.00');
  });
});

describe('formatDuration', () => {
  it('prints hours and padded minutes', () => {
    expect(formatDuration(8100)).toBe('2h:15m');
    expect(formatDuration(300)).toBe('0h:05m');
    expect(formatDuration(59)).toBe('0h:00m');
    expect(formatDuration(90_000)).toBe('25h:00m');
    expect(formatDuration(-1)).toBe('0h:00m');
  });
});

describe('secondsInRoom', () => {
  it('uses now for people still in the room', () => {
    const now = new Date('2026-11-21T16:30:00Z');
    expect(secondsInRoom('2026-11-21T15:00:00Z', '', now)).toBe(5400);
    expect(secondsInRoom('2026-11-21T15:00:00Z', '2026-11-21T15:10:00Z', now)).toBe(600);
    expect(secondsInRoom('', '', now)).toBe(0);
    expect(secondsInRoom('2026-11-21T17:00:00Z', '', now)).toBe(0);
  });
});
