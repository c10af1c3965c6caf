import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../dialect';
import { initialSchema } from './001_initial';
import { bookingAreaSchema } from './020_booking_area';
import { bookingListRevisionsSchema } from './021_booking_list_revisions';
import { mailQueueSchema } from './031_mail_queue';
import { sessionsRevokedSchema } from './032_sessions_revoked';
import { auditLogSchema } from './033_audit_log';
import { mailClaimsSchema } from './034_mail_claims';
import { recordVersionsSchema } from './035_record_versions';
import { apiKeysWebhooksSchema } from './036_api_keys_webhooks';
import { guestFlowSchema } from './037_guest_flow';
import { remindersSchema } from './038_reminders';
import type { MigrationFactory } from './types';

/**
 * Every migration, in order. Names sort lexically (NNN_name); adding one is one line here.
 * Never edit a migration that has shipped: add a new one.
 */
export const migrationList: ReadonlyArray<readonly [name: string, factory: MigrationFactory]> = [
  ['001_initial', initialSchema],
  ['020_booking_area', bookingAreaSchema],
  ['021_booking_list_revisions', bookingListRevisionsSchema],
  ['031_mail_queue', mailQueueSchema],
  ['032_sessions_revoked', sessionsRevokedSchema],
  ['033_audit_log', auditLogSchema],
  ['034_mail_claims', mailClaimsSchema],
  ['035_record_versions', recordVersionsSchema],
  ['036_api_keys_webhooks', apiKeysWebhooksSchema],
  ['037_guest_flow', guestFlowSchema],
  ['038_reminders', remindersSchema],
];

/**
 * The in-code provider for Kysely's Migrator.
 * @example
 * new Migrator({ db, provider: new InCodeMigrationProvider('sqlite') });
 */
export class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(migrationList.map(([name, factory]) => [name, factory(this.dialect)]));
  }
}
