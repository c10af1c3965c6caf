import type { SystemCheck, SystemCheckData } from '@greenroom/core';
import { chicagoToday, toIsoSeconds } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { fromJson, toJson } from '../platform/db/json';
import type { Database } from '../platform/db/database';
import { newId } from '../platform/lib/tokens';

/** A guest's system check as sent: names are stored trimmed, the comment as typed. */
export type SystemCheckInput = Omit<SystemCheck, 'systemCheckID' | 'timestamp'>;

/**
 * Store a guest's system check, filed under the America/Chicago day of `now`. Answers its new id.
 * @example const systemCheckID = await insertSystemCheck(db, request.body, Date.now());
 */
export async function insertSystemCheck(db: Kysely<Database>, check: SystemCheckInput, now: number): Promise<string> {
  const systemCheckID = newId();
  await db
    .insertInto('system_checks')
    .values({
      system_check_id: systemCheckID,
      created_at: now,
      chicago_date: chicagoToday(now),
      first_name: check.firstName.trim(),
      last_name: check.lastName.trim(),
      comment: check.comment,
      data: toJson(check.data),
    })
    .execute();
  return systemCheckID;
}

/**
 * The system checks filed under one America/Chicago day ('YYYY-MM-DD'), oldest first.
 * @example const checks = await systemChecksOn(db, '2026-11-21');
 */
export async function systemChecksOn(db: Kysely<Database>, day: string): Promise<SystemCheck[]> {
  const rows = await db.selectFrom('system_checks').selectAll().where('chicago_date', '=', day).orderBy('created_at').execute();
  return rows.map((row) => ({
    systemCheckID: row.system_check_id,
    timestamp: toIsoSeconds(row.created_at),
    firstName: row.first_name,
    lastName: row.last_name,
    comment: row.comment,
    data: fromJson<SystemCheckData>(row.data),
  }));
}
