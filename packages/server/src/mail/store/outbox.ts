import type { OutboxMail } from '@greenroom/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { OutboxTable } from '../tables';

/** How many outbox mails one read answers: 100 unless asked, 1 to 500. */
function outboxLimit(limit: string | undefined): number {
  return Math.min(Math.max(Number(limit ?? '100'), 1), 500);
}

/**
 * The mail kept in the outbox, newest first; `limit` as the client sent it (100 unless given, 1 to 500).
 * @example const mails = await readOutbox(db, request.query.limit);
 */
export async function readOutbox(db: Kysely<Database>, limit: string | undefined): Promise<OutboxMail[]> {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(outboxLimit(limit)).execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Keep one mail in the outbox; a row whose id is already there is left as it is (a retried delivery
 * keeps its first copy).
 * @example await keepInOutbox(db, { id: newId(), to: 'a@b.c', subject: 'Hi', text: 'Hi', html: '', created_at: now });
 */
export async function keepInOutbox(db: Kysely<Database>, mail: OutboxTable): Promise<void> {
  await db
    .insertInto('outbox')
    .values(mail)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
