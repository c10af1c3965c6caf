import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/database';
import { migrationList } from '../platform/db/migrations';
import { appliedMigrations, mailQueueFacts } from './store';

/** The longest a due delivery may wait before the instance reports itself not ready (ms). */
export const READY_QUEUE_MAX_AGE_MS = 15 * 60_000;

/** One check of `/api/ready`: `ok`, or what is wrong in a few words. */
export type CheckResult = { ok: true; detail?: string } | { ok: false; detail: string };

/** What `/api/ready` answers: every check, and whether all passed. */
export interface Readiness {
  ready: boolean;
  checks: { started: CheckResult; database: CheckResult; migrations: CheckResult; mailQueue: CheckResult };
}

/**
 * Whether this instance should receive traffic: its start has finished (a first start seeds after
 * listening), the database answers, its schema has every migration of this build, and the mail
 * queue's oldest due delivery waits less than the bound.
 * @example
 * const { ready } = await readiness(db, Date.now(), false);
 */
export async function readiness(db: Kysely<Database>, now: number, starting: boolean, maxQueueAgeMs = READY_QUEUE_MAX_AGE_MS): Promise<Readiness> {
  const started: CheckResult = starting ? { ok: false, detail: 'still starting (creating the first accounts and the demo)' } : { ok: true };
  let applied: string[];
  try {
    applied = await appliedMigrations(db);
  } catch {
    const down: CheckResult = { ok: false, detail: 'the database is not reachable' };
    return { ready: false, checks: { started, database: down, migrations: { ok: false, detail: 'not checked' }, mailQueue: { ok: false, detail: 'not checked' } } };
  }
  const pending = migrationList.map(([name]) => name).filter((name) => !applied.includes(name));
  const migrations: CheckResult = pending.length === 0 ? { ok: true } : { ok: false, detail: `pending: ${pending.join(', ')}` };
  let mailQueue: CheckResult;
  try {
    const facts = await mailQueueFacts(db, now);
    const detail = `${facts.due} due, oldest ${Math.round(facts.oldestDueMs / 1000)} s`;
    mailQueue = facts.oldestDueMs <= maxQueueAgeMs ? { ok: true, detail } : { ok: false, detail: `${detail} (over ${maxQueueAgeMs / 1000} s)` };
  } catch {
    mailQueue = { ok: false, detail: 'the queue cannot be read (schema not current?)' };
  }
  return { ready: started.ok && migrations.ok && mailQueue.ok, checks: { started, database: { ok: true }, migrations, mailQueue } };
}
