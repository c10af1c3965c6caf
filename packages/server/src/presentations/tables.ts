// Presentations (slide decks).
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { JsonText, Millis } from '../platform/db/columns';

export interface PresentationsTable {
  presentation_id: string;
  space_id: string;
  name: string;
  /** JSON string[] of slide file names. */
  slides: JsonText;
  created_at: Millis;
  updated_at: Millis;
  /** Moves by 1 on every stored change of what the producer edits (migration 035, issue 25). */
  version: number;
}
