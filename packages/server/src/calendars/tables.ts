// Calendars.
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { Millis } from '../platform/db/columns';

export interface CalendarsTable {
  calendar_id: string;
  space_id: string;
  calendar_name: string;
  login_code: string;
  created_at: Millis;
  /** Moves by 1 on every stored change of what the producer edits (migration 035, issue 25). */
  version: number;
}
