/**
 * Fixed-window hit counts kept in memory, bounded in entries (oldest first out). For soft limits
 * on names that have no row of their own (unknown user names), so a flood cannot grow the database.
 * @example
 * const counter = new BoundedCounter(10_000);
 * if (counter.hit('forgot:ghost', 3_600_000, Date.now()) > 5) refuse();
 */
export class BoundedCounter {
  private readonly entries = new Map<string, { count: number; startedAt: number }>();

  constructor(private readonly maxEntries: number) {}

  /** Count one hit; resolves the hits in the current window, this one included. */
  hit(key: string, windowMs: number, now: number): number {
    const entry = this.entries.get(key);
    const fresh = !entry || entry.startedAt <= now - windowMs;
    const next = fresh ? { count: 1, startedAt: now } : { count: entry.count + 1, startedAt: entry.startedAt };
    this.entries.delete(key);
    this.entries.set(key, next);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return next.count;
  }

  get size(): number {
    return this.entries.size;
  }
}
