import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from './config';
import { fileClock, testClockFromEnv, watchClockFile } from './testClock';

/** A fake disk and wall: the file's text and stamp change only when the test writes. */
function fakeSources(text: string) {
  const disk = { text, stamp: 1, reads: 0, missing: false };
  let wall = 1_000_000;
  return {
    disk,
    advanceWall: (ms: number) => (wall += ms),
    write: (next: string) => {
      disk.text = next;
      disk.stamp += 1;
    },
    sources: {
      wall: () => wall,
      stamp: () => {
        if (disk.missing) throw new Error('ENOENT');
        return String(disk.stamp);
      },
      read: () => {
        disk.reads += 1;
        if (disk.missing) throw new Error('ENOENT');
        return disk.text;
      },
    },
  };
}

describe('fileClock', () => {
  it("starts at the file's instant and runs on in real time", () => {
    const fake = fakeSources('2026-05-01T12:00:00Z\n');
    const clock = fileClock('/clock', fake.sources);
    expect(clock.now().toISOString()).toBe('2026-05-01T12:00:00.000Z');
    fake.advanceWall(90_000);
    expect(clock.now().toISOString()).toBe('2026-05-01T12:01:30.000Z');
  });

  it('reads the file again only when its stamp changes, and jumps to the new instant', () => {
    const fake = fakeSources('2026-05-01T12:00:00Z');
    const clock = fileClock('/clock', fake.sources);
    fake.advanceWall(5_000);
    clock.now();
    clock.now();
    expect(fake.disk.reads).toBe(1);
    fake.write('2026-05-03T11:59:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-05-03T11:59:00.000Z');
    expect(fake.disk.reads).toBe(2);
    fake.advanceWall(1_000);
    expect(clock.now().toISOString()).toBe('2026-05-03T11:59:01.000Z');
    // Back in time works the same way.
    fake.write('2026-04-30T00:00:00+02:00');
    expect(clock.now().toISOString()).toBe('2026-04-29T22:00:00.000Z');
  });

  it('keeps the last instant while the file is half written or missing', () => {
    const fake = fakeSources('2026-05-01T12:00:00Z');
    const clock = fileClock('/clock', fake.sources);
    fake.write('2026-05-0');
    fake.advanceWall(2_000);
    expect(clock.now().toISOString()).toBe('2026-05-01T12:00:02.000Z');
    fake.disk.missing = true;
    expect(clock.now().toISOString()).toBe('2026-05-01T12:00:02.000Z');
    fake.disk.missing = false;
    fake.write('2026-06-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });

  it('refuses a file without an instant at the start, naming the variable', () => {
    expect(() => fileClock('/clock', fakeSources('tomorrow').sources)).toThrow(ConfigError);
    expect(() => fileClock('/clock', fakeSources('tomorrow').sources)).toThrow(/^GREENROOM_TEST_CLOCK_FILE: '\/clock' must be a readable file/);
  });

  it('follows a real file replaced atomically (write elsewhere, rename over)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'greenroom-clock-'));
    try {
      const path = join(dir, 'clock');
      writeFileSync(path, '2026-05-01T12:00:00Z');
      const clock = fileClock(path);
      expect(Math.abs(clock.now().getTime() - Date.parse('2026-05-01T12:00:00Z'))).toBeLessThan(5_000);
      writeFileSync(join(dir, 'next'), '2030-01-01T00:00:00Z');
      renameSync(join(dir, 'next'), path);
      expect(Math.abs(clock.now().getTime() - Date.parse('2030-01-01T00:00:00Z'))).toBeLessThan(5_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('testClockFromEnv', () => {
  it('is absent without GREENROOM_TEST_CLOCK_FILE', () => {
    expect(testClockFromEnv({})).toBeUndefined();
    expect(testClockFromEnv({ GREENROOM_TEST_CLOCK_FILE: '  ' })).toBeUndefined();
  });

  it('reads the named file outside production', () => {
    const fake = fakeSources('2026-05-01T12:00:00Z');
    const clock = testClockFromEnv({ GREENROOM_TEST_CLOCK_FILE: '/clock', NODE_ENV: 'test' }, fake.sources);
    expect(clock?.now().toISOString()).toBe('2026-05-01T12:00:00.000Z');
  });

  it('is refused with a ConfigError when NODE_ENV=production, before the file is read', () => {
    const fake = fakeSources('2026-05-01T12:00:00Z');
    const attempt = () => testClockFromEnv({ GREENROOM_TEST_CLOCK_FILE: '/clock', NODE_ENV: 'production' }, fake.sources);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow('GREENROOM_TEST_CLOCK_FILE: is for tests only and is refused when NODE_ENV=production');
    expect(fake.disk.reads).toBe(0);
  });
});

describe('watchClockFile', () => {
  it('tells of each write (an atomic replace too) until stopped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'greenroom-clock-'));
    const path = join(dir, 'clock');
    writeFileSync(path, '2026-05-01T12:00:00Z');
    let moves = 0;
    const stop = watchClockFile(path, () => (moves += 1));
    try {
      writeFileSync(join(dir, 'next'), '2026-05-02T12:00:00.000Z');
      renameSync(join(dir, 'next'), path);
      await expect.poll(() => moves, { timeout: 5_000 }).toBe(1);
      writeFileSync(path, '2026-05-03T12:00:00Z');
      await expect.poll(() => moves, { timeout: 5_000 }).toBe(2);
    } finally {
      stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
