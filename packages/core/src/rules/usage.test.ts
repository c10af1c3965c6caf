import { usageSeconds } from './usage';

describe('usageSeconds', () => {
  it('sums closed stays and counts open ones up to now', () => {
    expect(usageSeconds([{ startTime: 1_000, endTime: 61_000 }, { startTime: 100_000, endTime: null }], 130_999)).toBe(90);
  });

  it('ignores stays that end before they start', () => {
    expect(usageSeconds([{ startTime: 10_000, endTime: 5_000 }], 0)).toBe(0);
    expect(usageSeconds([], 5)).toBe(0);
  });
});
