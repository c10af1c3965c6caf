import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/**
 * Count one hit against a fixed-window limit kept in the database (so every instance shares it).
 * Resolves the hit count in the current window, this hit included.
 * @example
 * if ((await hitRateLimit(db, 'forgot:ada', 3_600_000, now)) > 5) throw limitExceeded();
 */
export async function hitRateLimit(db: Kysely<Database>, key: string, windowMs: number, now: number): Promise<number> {
  return (await hitRateWindow(db, key, windowMs, now)).count;
}

/** Like {@link hitRateLimit}, also resolving when the current window started. */
export async function hitRateWindow(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ count: number; windowStartedAt: number }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ rate_key: key, count: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column('rate_key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_started_at <= ${now - windowMs} then 1 else rate_limits.count + 1 end`,
        window_started_at: sql<number>`case when rate_limits.window_started_at <= ${now - windowMs} then ${now} else rate_limits.window_started_at end`,
      }),
    )
    .returning(['count', 'window_started_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStartedAt: Number(row.window_started_at) };
}
