import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * What the guard needs of a signed-in producer: the stored role and whether a password change is
 * pending (the stored role wins over the token's), and its username (for a server-rendered page's
 * session). Undefined when the producer is gone.
 * @example const producer = await storedCaller(ctx.db, claims.producerID);
 */
export async function storedCaller(db: Kysely<Database>, producerID: string) {
  return db.selectFrom('producers').select(['producer_id', 'username', 'role', 'must_change_password']).where('producer_id', '=', producerID).executeTakeFirst();
}

/**
 * The ids of the projects a producer is assigned to.
 * @example const projects = await assignedProjects(ctx.db, caller.producerID); // Set { 'p1' }
 */
export async function assignedProjects(db: Kysely<Database>, producerID: string): Promise<Set<string>> {
  const rows = await db.selectFrom('producer_projects').select('project_id').where('producer_id', '=', producerID).execute();
  return new Set(rows.map((r) => r.project_id));
}
