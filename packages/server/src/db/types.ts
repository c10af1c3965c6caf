/**
 * The typed shape of the database, shared by both dialects. Conventions (one code path for SQLite
 * and PostgreSQL): times are epoch milliseconds in `bigint` columns, flags are 0/1 integers, nested
 * parts are JSON text (see json.ts), ids are random strings chosen by the server.
 */

/** 0 or 1. */
export type Flag = number;
/** A JSON document stored as text. */
export type JsonText = string;
/** Epoch milliseconds. */
export type Millis = number;

export interface SettingsTable {
  key: string;
  value: string;
}

export interface ProducersTable {
  producer_id: string;
  username: string;
  /** Lower-cased username, unique: sign-in is case-insensitive. */
  username_key: string;
  email: string;
  email_key: string;
  first_name: string;
  last_name: string;
  role: number;
  password_hash: string;
  /** 1 while the password is a temporary one that must be replaced through the challenge. */
  must_change_password: Flag;
  temporary_password_expires_at: Millis | null;
  failed_sign_ins: number;
  /** How many times the account was locked since the last success; drives the growing wait. */
  lockouts: number;
  locked_until: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface ProducerProjectsTable {
  producer_id: string;
  project_id: string;
}

export interface AuthChallengesTable {
  challenge_hash: string;
  producer_id: string;
  expires_at: Millis;
  created_at: Millis;
}

export interface RefreshTokensTable {
  token_hash: string;
  producer_id: string;
  /** Tokens rotated from one sign-in share a family; reuse of a rotated token revokes the family. */
  family_id: string;
  expires_at: Millis;
  revoked_at: Millis | null;
  created_at: Millis;
}

export interface VerificationCodesTable {
  /** Lower-cased name the code was asked for (also for unknown users, so answers stay identical). */
  username_key: string;
  producer_id: string | null;
  code_hash: string;
  expires_at: Millis;
  attempts: number;
  created_at: Millis;
}

export interface RateLimitsTable {
  rate_key: string;
  count: number;
  window_started_at: Millis;
}

export interface ProjectsTable {
  project_id: string;
  project_name: string;
  created_at: Millis;
}

export interface WorldsTable {
  world_id: string;
  name: string;
  created_at: Millis;
}

/** One skin item of a world (template) or a space. */
export interface SkinItemColumns {
  skin_group: string;
  property: string;
  label: string;
  type: string;
  /** JSON of the item's value. */
  value: JsonText;
  dimensions: JsonText | null;
  asset_family: string | null;
  hidden: Flag;
}

export interface WorldSkinItemsTable extends SkinItemColumns {
  world_id: string;
}

export interface SpaceSkinItemsTable extends SkinItemColumns {
  space_id: string;
  updated_at: Millis;
}

export interface SpacesTable {
  space_id: string;
  project_id: string;
  world_id: string;
  space_name: string;
  /** JSON ZonedDate. */
  start_date: JsonText;
  end_date: JsonText;
  maximum_user_hours: number;
  default_video_server: string;
  default_video_server_app_id: string;
  default_game_server: string;
  default_game_port: number;
  created_at: Millis;
  updated_at: Millis;
}

export interface CalendarsTable {
  calendar_id: string;
  space_id: string;
  calendar_name: string;
  login_code: string;
  created_at: Millis;
}

export interface PresentationsTable {
  presentation_id: string;
  space_id: string;
  name: string;
  /** JSON string[] of slide file names. */
  slides: JsonText;
  created_at: Millis;
  updated_at: Millis;
}

export interface BookingsTable {
  booking_id: string;
  space_id: string;
  name: string;
  calendar_id: string | null;
  /** JSON BookingTime. */
  start_time: JsonText;
  end_time: JsonText;
  /** start/end instants for range queries and sorting. */
  start_value: Millis;
  end_value: Millis;
  doors_open: string;
  doors_closed: string;
  enable_doors: Flag;
  access_time: string;
  capacity: number;
  registration_capacity: number;
  use_registration_capacity: Flag;
  grace_period_minutes: number;
  send_entry_notifications: Flag;
  show_in_room_help_button: Flag;
  private_cloud: Flag;
  enable_qa: Flag;
  video_server: string;
  video_server_app_id: string;
  game_server: string;
  game_port: number;
  public_app_login_code: string;
  sign_up_login_code: string;
  /** null while the booking has none (answered as ''). */
  mobile_hybrid_login_code: string | null;
  /** JSON map of EmailTemplateSummary keyed by template id. */
  email_templates: JsonText;
  /** JSON IntakeField[]. */
  intake_fields: JsonText;
  /** JSON LinkErrorMessages. */
  error_messages: JsonText;
  support_message: string;
  enable_support: Flag;
  hang_up_url: string;
  registration_notification_email_address: string;
  version: number;
  created_at: Millis;
  updated_at: Millis;
}

export type RegistrationKind = 'attendee' | 'presenter';

export interface RegistrationsTable {
  registration_id: string;
  booking_id: string;
  kind: RegistrationKind;
  login_code: string;
  brand: Flag;
  allow_early_access: Flag;
  /** JSON string[] of template ids already sent. */
  emails: JsonText;
  /** JSON RegistrationData. */
  registration_data: JsonText;
  /** JSON PresenterPermissions (presenters only). */
  permissions: JsonText | null;
  bridge_access: Flag | null;
  presentation_id: string | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface AttendanceRecordsTable {
  attendees_id: string;
  booking_id: string;
  space_id: string;
  registration_id: string;
  socket_id: string;
  login_code: string;
  start_time: Millis;
  /** null while the person is still in the room. */
  end_time: Millis | null;
  role: number;
  brand: Flag;
  /** JSON AttendanceIntakeData. */
  intake_data: JsonText;
}

export interface BookingCachesTable {
  booking_id: string;
  content: JsonText;
  built_at: Millis;
}

export interface SystemChecksTable {
  system_check_id: string;
  created_at: Millis;
  /** YYYY-MM-DD of created_at in America/Chicago. */
  chicago_date: string;
  first_name: string;
  last_name: string;
  comment: string;
  /** JSON SystemCheckData. */
  data: JsonText;
}

export interface OutboxTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: Millis;
}

export interface FilesTable {
  /** Storage key, e.g. `slides/<fileID>.png`. */
  path: string;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_at: Millis;
}

/** Every table of the server. */
export interface Database {
  settings: SettingsTable;
  producers: ProducersTable;
  producer_projects: ProducerProjectsTable;
  auth_challenges: AuthChallengesTable;
  refresh_tokens: RefreshTokensTable;
  verification_codes: VerificationCodesTable;
  rate_limits: RateLimitsTable;
  projects: ProjectsTable;
  worlds: WorldsTable;
  world_skin_items: WorldSkinItemsTable;
  spaces: SpacesTable;
  space_skin_items: SpaceSkinItemsTable;
  calendars: CalendarsTable;
  presentations: PresentationsTable;
  bookings: BookingsTable;
  registrations: RegistrationsTable;
  attendance_records: AttendanceRecordsTable;
  booking_caches: BookingCachesTable;
  system_checks: SystemChecksTable;
  outbox: OutboxTable;
  files: FilesTable;
}
