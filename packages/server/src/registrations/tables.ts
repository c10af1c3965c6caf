// Registrations: attendees and presenters of a booking.
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { Flag, JsonText, Millis } from '../platform/db/columns';

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
  /** Moves by 1 on every change of what the Manage Attendee / Presenter form saves (migration 035, issue 25); not on a new login code or a sent mail. */
  version: number;
  /** The guest's IANA time zone, '' when unknown (migration 035). */
  time_zone: string;
  /**
   * Where the registration stands, core's RegistrationStatus; 'approved' for older rows (migration
   * 037, issue 27). Optional only so an insert may leave it to the column's default; always read.
   */
  status?: string;
  /** The guest's language, '' = the booking's (migration 037); optional like `status`. */
  language?: string;
  /** 1 for the first in line while waitlisted; null otherwise (migration 037). */
  waitlist_position: number | null;
  /** While offered: when the offer lapses; null otherwise (migration 037). */
  offer_expires_at: Millis | null;
}
