// Projects.
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { Millis } from '../platform/db/columns';

export interface ProjectsTable {
  project_id: string;
  project_name: string;
  created_at: Millis;
}
