import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

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

/**
 * The hits counted in the current window of a limit, without counting one (0 when the window is over).
 * @example if ((await peekRateLimit(db, 'signin-fail:p1:1.2.3.4', 900_000, now)) >= 5) refuse();
 */
export async function peekRateLimit(db: Kysely<Database>, key: string, windowMs: number, now: number): Promise<number> {
  const row = await db.selectFrom('rate_limits').select(['count', 'window_started_at']).where('rate_key', '=', key).executeTakeFirst();
  if (!row || Number(row.window_started_at) <= now - windowMs) return 0;
  return Number(row.count);
}

/** Forget a limit's hits (a successful sign-in clears its failures). @example await clearRateLimit(db, key); */
export async function clearRateLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('rate_key', '=', key).execute();
}

/** The longest window any limit uses; rows older than this are dead. */
export const LONGEST_RATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Delete rate-limit rows whose window ended long ago and verification codes that expired, so
 * floods of invented names cannot grow the database (issue 19). Resolves the rows deleted.
 * @example await sweepExpired(db, Date.now());
 */
export async function sweepExpired(db: Kysely<Database>, now: number): Promise<number> {
  const limits = await db.deleteFrom('rate_limits').where('window_started_at', '<', now - LONGEST_RATE_WINDOW_MS).executeTakeFirst();
  const codes = await db.deleteFrom('verification_codes').where('expires_at', '<=', now).executeTakeFirst();
  return Number(limits.numDeletedRows) + Number(codes.numDeletedRows);
}
