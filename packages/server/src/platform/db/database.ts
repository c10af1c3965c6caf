/**
 * The typed shape of the whole database, assembled here from each domain's `tables.ts` (no
 * declaration merging: this file is the one list of tables). It is the single place where
 * `platform/` imports from domains, and only their table types (docs/architecture.md#the-servers-shape).
 * Column conventions: columns.ts.
 */
import type { AttendanceRecordsTable } from '../../attendance/tables';
import type { ApiKeysTable } from '../../apiKeys/tables';
import type { AuditLogTable } from '../../audit/tables';
import type { BookingCachesTable, BookingListRevisionsTable, BookingsTable, QuestionsTable, QuestionVotesTable, ReminderSendsTable } from '../../bookings/tables';
import type { SpaceSkinItemsTable, WorldSkinItemsTable, WorldsTable } from '../../branding/tables';
import type { CalendarsTable } from '../../calendars/tables';
import type { EmailTemplatesTable, MailDeliveriesTable, OutboxTable } from '../../mail/tables';
import type { PresentationsTable } from '../../presentations/tables';
import type { ProducerProjectsTable, ProducersTable } from '../../producers/tables';
import type { ProjectsTable } from '../../projects/tables';
import type { RegistrationsTable } from '../../registrations/tables';
import type { SpacesTable } from '../../spaces/tables';
import type { SystemChecksTable } from '../../system/tables';
import type { FilesTable } from '../../uploads/tables';
import type { WebhookDeliveriesTable, WebhookEventsTable, WebhooksTable } from '../../webhooks/tables';
import type { AuthChallengesTable, RefreshTokensTable, SessionRevocationsTable, SettingsTable, VerificationCodesTable } from '../auth/tables';
import type { RateLimitsTable } from '../rateLimits/tables';

export type { Flag, JsonText, Millis } from './columns';

/**
 * Every table of the server, by name.
 * @example
 * const { db } = await openDatabase({ dataDir: './data' }); // db: Kysely<Database>
 */
export interface Database {
  // platform
  settings: SettingsTable;
  auth_challenges: AuthChallengesTable;
  refresh_tokens: RefreshTokensTable;
  verification_codes: VerificationCodesTable;
  session_revocations: SessionRevocationsTable;
  rate_limits: RateLimitsTable;
  // domains
  producers: ProducersTable;
  producer_projects: ProducerProjectsTable;
  projects: ProjectsTable;
  worlds: WorldsTable;
  world_skin_items: WorldSkinItemsTable;
  spaces: SpacesTable;
  space_skin_items: SpaceSkinItemsTable;
  calendars: CalendarsTable;
  presentations: PresentationsTable;
  bookings: BookingsTable;
  booking_caches: BookingCachesTable;
  booking_list_revisions: BookingListRevisionsTable;
  reminder_sends: ReminderSendsTable;
  registrations: RegistrationsTable;
  questions: QuestionsTable;
  question_votes: QuestionVotesTable;
  attendance_records: AttendanceRecordsTable;
  system_checks: SystemChecksTable;
  outbox: OutboxTable;
  email_templates: EmailTemplatesTable;
  mail_deliveries: MailDeliveriesTable;
  files: FilesTable;
  audit_log: AuditLogTable;
  api_keys: ApiKeysTable;
  webhooks: WebhooksTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
