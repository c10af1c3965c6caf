import { readFileSync, statSync } from 'node:fs';
import type { Clock } from './clock';
import { ConfigError } from './config';

/** The variable that names a test clock's file. */
export const TEST_CLOCK_VARIABLE = 'GREENROOM_TEST_CLOCK_FILE';

/** What a file clock reads of the disk and the wall; tests hand in their own. */
export interface FileClockSources {
  /** Wall time in ms. Default: Date.now. */
  wall?: () => number;
  /** A stamp that changes whenever the file is written (mtime, size and inode). Default: statSync. */
  stamp?: (path: string) => string;
  /** The file's text. Default: readFileSync as UTF-8. */
  read?: (path: string) => string;
}

const statStamp = (path: string): string => {
  const stats = statSync(path);
  // The inode changes on an atomic replace (write elsewhere, rename over), the mtime on a write in place.
  return `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
};

/** The instant (ms) a clock file holds: one ISO 8601 instant, surrounding whitespace allowed; null when it is not one. */
function instantIn(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(trimmed)) return null;
  const ms = Date.parse(trimmed);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * A clock that reads its instant from a file and runs on from it in real time: now = the file's
 * instant + (wall − the wall when the file was read). The file is read again only when its stamp
 * (mtime, size, inode) changes, so a journey moves the server's time by writing the file and time
 * still passes within a step. A file that cannot be read or holds no ISO instant at the first read
 * is a ConfigError; later, a half-written or vanished file keeps the last good instant.
 * @example
 * writeFileSync('/tmp/clock', '2026-05-01T12:00:00Z');
 * const clock = fileClock('/tmp/clock');
 * clock.now(); // 2026-05-01T12:00:00.0xxZ
 */
export function fileClock(path: string, sources: FileClockSources = {}): Clock {
  const wall = sources.wall ?? Date.now;
  const stamp = sources.stamp ?? statStamp;
  const read = sources.read ?? ((file: string) => readFileSync(file, 'utf8'));

  const load = (): { stamp: string; instant: number } | null => {
    try {
      const seen = stamp(path);
      const instant = instantIn(read(path));
      return instant === null ? null : { stamp: seen, instant };
    } catch {
      return null;
    }
  };

  const first = load();
  if (!first) throw new ConfigError(TEST_CLOCK_VARIABLE, `'${path}' must be a readable file holding one ISO instant such as 2026-05-01T12:00:00Z`);
  let current = { ...first, readAt: wall() };

  return {
    now: () => {
      let seen: string | null = null;
      try {
        seen = stamp(path);
      } catch {
        // Vanished (being replaced): keep running on the last instant.
      }
      if (seen !== null && seen !== current.stamp) {
        const next = load();
        if (next) current = { ...next, readAt: wall() };
      }
      return new Date(current.instant + (wall() - current.readAt));
    },
  };
}

/**
 * The server's test clock from the environment: a {@link fileClock} on GREENROOM_TEST_CLOCK_FILE,
 * or undefined when it is not set. Refused with a ConfigError when NODE_ENV=production: a
 * production server never takes its time from a file.
 * @example
 * const clock = testClockFromEnv(process.env) ?? systemClock;
 */
export function testClockFromEnv(env: Record<string, string | undefined>, sources?: FileClockSources): Clock | undefined {
  const path = env[TEST_CLOCK_VARIABLE]?.trim();
  if (!path) return undefined;
  if (env.NODE_ENV?.trim().toLowerCase() === 'production') {
    throw new ConfigError(TEST_CLOCK_VARIABLE, 'is for tests only and is refused when NODE_ENV=production');
  }
  return fileClock(path, sources);
}

/** How often a watched clock file is looked at (ms of real time). */
const WATCH_INTERVAL_MS = 100;

/**
 * Calls `onMove` whenever the clock file is written (its stamp looked at every 100 ms, so an atomic
 * replace is seen too); answers the function that stops watching. The first stamp is taken before
 * this returns, so a write right after the call is never missed (fs.watchFile takes its first stat
 * later, on the thread pool, and on a busy machine missed exactly that write). The server kicks its
 * timed workers (reminders, lapsing offers, the mail queue) with it, so a journey that moves the
 * clock sees their effect at once instead of after their real-time polling interval. The watch keeps
 * no process alive.
 * @example
 * const stop = watchClockFile('/tmp/clock', () => app.reminderWorker.kick());
 * // …on close:
 * stop();
 */
export function watchClockFile(path: string, onMove: () => void): () => void {
  const stampOrNull = () => {
    try {
      return statStamp(path);
    } catch {
      return null; // vanished for a moment while being replaced
    }
  };
  let last = stampOrNull();
  const timer = setInterval(() => {
    const seen = stampOrNull();
    if (seen === null || seen === last) return;
    last = seen;
    onMove();
  }, WATCH_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
