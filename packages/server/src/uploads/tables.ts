// Stored files (uploads kept in the database).
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { Millis } from '../platform/db/columns';

export interface FilesTable {
  /** Storage key, e.g. `slides/<fileID>.png`. */
  path: string;
  content_type: string;
  size: number;
  data: Uint8Array;
  created_at: Millis;
}
