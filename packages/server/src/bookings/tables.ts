// Bookings, their built caches, the per-space revision of the booking list, and the Q&A of a booking with its votes.
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { Flag, JsonText, Millis } from '../platform/db/columns';

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
  /** JSON GuestFlow; null = core's defaultGuestFlow() (migration 037, issue 27). */
  guest_flow: JsonText | null;
}

export interface BookingCachesTable {
  booking_id: string;
  content: JsonText;
  built_at: Millis;
}

/** Kept by triggers (migration 021): moves whenever a space's booking list would read differently. */
export interface BookingListRevisionsTable {
  space_id: string;
  revision: number;
}

export interface QuestionsTable {
  question_id: string;
  booking_id: string;
  question_text: string;
  asker_name: string;
  votes: number;
  answer_text: string;
  answerer_name: string;
  /** 'open' or 'answered'. */
  status: string;
  created_at: Millis;
  last_update_time: Millis;
}

export interface QuestionVotesTable {
  question_id: string;
  /** The login code that voted: one vote per code and question. */
  voter_code: string;
  created_at: Millis;
}

/**
 * One reminder queued to one person (migration 038, issue 27): the primary key (booking, reminder,
 * registration) makes each reminder go to each person once, across restarts and instances.
 */
export interface ReminderSendsTable {
  booking_id: string;
  reminder_id: string;
  registration_id: string;
  sent_at: Millis;
}
