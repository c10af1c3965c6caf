import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The producer's current session generation (0 before any revocation). Id tokens carry the
 * generation they were issued in; an older one is refused by the guard.
 * @example const generation = await sessionGeneration(db, 'p1');
 */
export async function sessionGeneration(db: Kysely<Database>, producerID: string): Promise<number> {
  const row = await db
    .selectFrom('session_revocations')
    .select('generation')
    .where('producer_id', '=', producerID)
    .executeTakeFirst();
  return Number(row?.generation ?? 0);
}

/**
 * End every id token issued so far to the producer (sign-out, password reset): moves its generation.
 * @example await revokeSessions(trx, producerID, now);
 */
export async function revokeSessions(db: Kysely<Database>, producerID: string, now: number): Promise<void> {
  await db
    .insertInto('session_revocations')
    .values({ producer_id: producerID, generation: 1, revoked_at: now })
    .onConflict((oc) =>
      oc.column('producer_id').doUpdateSet({ generation: sql<number>`session_revocations.generation + 1`, revoked_at: now }),
    )
    .execute();
}
