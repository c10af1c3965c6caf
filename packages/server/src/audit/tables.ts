// The audit log. Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { Generated } from 'kysely';
import type { Millis } from '../platform/db/columns';

/** The audit_log table (migration 033), append-only. */
export interface AuditLogTable {
  seq: Generated<number>;
  at: Millis;
  producer_id: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
}
