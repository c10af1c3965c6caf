import type { AuditAction, AuditEntry } from '@greenroom/core/rules';
import { auditLimit } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/database';
import { fromJson, toJson } from '../platform/db/json';

/** One admin change as the handler knows it. */
export interface AuditChange {
  producerID: string;
  action: AuditAction;
  target: string;
  before: unknown;
  after: unknown;
  at: number;
}

/**
 * Appends one admin change to the audit log. Call it with the transaction that makes the change,
 * so the entry and the change are stored together or not at all.
 * @example await recordAudit(trx, { producerID, action: 'project.create', target: projectID, before: null, after: { projectName }, at: now });
 */
export async function recordAudit(db: Kysely<Database>, change: AuditChange): Promise<void> {
  const json = (value: unknown) => (value === undefined || value === null ? null : toJson(value));
  await db
    .insertInto('audit_log')
    .values({
      at: change.at,
      producer_id: change.producerID,
      action: change.action,
      target: change.target,
      before: json(change.before),
      after: json(change.after),
    })
    .execute();
}

/**
 * The audit log, newest first (the later-recorded first within one millisecond).
 * @example const entries = await readAuditLog(ctx.db, request.query.limit);
 */
export async function readAuditLog(db: Kysely<Database>, limit: string | number | undefined): Promise<AuditEntry[]> {
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('seq', 'desc').limit(auditLimit(limit)).execute();
  return rows.map((row) => ({
    auditID: String(row.seq),
    at: new Date(Number(row.at)).toISOString(),
    producerID: row.producer_id,
    action: row.action as AuditAction,
    target: row.target,
    before: row.before === null ? null : fromJson(row.before),
    after: row.after === null ? null : fromJson(row.after),
  }));
}
