// System checks.
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { JsonText, Millis } from '../platform/db/columns';

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
