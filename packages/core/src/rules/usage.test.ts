import { staySeconds, usageSeconds } from './usage';

describe('usageSeconds', () => {
  it('sums closed stays and counts open ones up to now', () => {
    expect(usageSeconds([{ startTime: 1_000, endTime: 61_000 }, { startTime: 100_000, endTime: null }], 130_999)).toBe(90);
  });

  it('ignores stays that end before they start', () => {
    expect(usageSeconds([{ startTime: 10_000, endTime: 5_000 }], 0)).toBe(0);
    expect(usageSeconds([], 5)).toBe(0);
  });
});

describe('staySeconds', () => {
  it('floors a stay to whole seconds, counts an open one up to now, and is never negative', () => {
    expect(staySeconds({ startTime: 0, endTime: 90_900 }, 0)).toBe(90);
    expect(staySeconds({ startTime: 1_000, endTime: null }, 3_999)).toBe(2);
    expect(staySeconds({ startTime: 10_000, endTime: 5_000 }, 0)).toBe(0);
  });
});
