// What the operator's endpoints read: the queue's backlog, delivery totals and which migrations ran.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/db/database';

/** The template-mail queue as an operator sees it. */
export interface MailQueueFacts {
  /** Deliveries due now and not yet handed to the mail server (claimed or not). */
  due: number;
  /** How long the oldest of them has been due (ms; 0 when none is). */
  oldestDueMs: number;
}

/**
 * The queue's backlog at `now`: deliveries waiting out a retry's backoff are not due yet.
 * @example
 * const { due, oldestDueMs } = await mailQueueFacts(db, Date.now());
 */
export async function mailQueueFacts(db: Kysely<Database>, now: number): Promise<MailQueueFacts> {
  const row = await db
    .selectFrom('mail_deliveries')
    .select((eb) => [eb.fn.countAll<number>().as('due'), eb.fn.min('next_attempt_at').as('oldest')])
    .where('state', 'in', ['queued', 'sending'])
    .where('next_attempt_at', '<=', now)
    .executeTakeFirstOrThrow();
  const oldest = row.oldest === null ? null : Number(row.oldest);
  return { due: Number(row.due), oldestDueMs: oldest === null ? 0 : Math.max(0, now - oldest) };
}

/**
 * Deliveries per state over the whole database (every instance's), for the metrics.
 * @example
 * const counts = await deliveryCounts(db); // { queued: 3, sending: 0, sent: 120, failed: 2 }
 */
export async function deliveryCounts(db: Kysely<Database>): Promise<Record<'queued' | 'sending' | 'sent' | 'failed', number>> {
  const rows = await db.selectFrom('mail_deliveries').select(['state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('state').execute();
  const counts = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}

/**
 * Names of the migrations this database has run (Kysely's bookkeeping table, in the current schema).
 * @example
 * const ran = await appliedMigrations(db);
 */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}
