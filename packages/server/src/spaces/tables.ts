// Spaces.
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { JsonText, Millis } from '../platform/db/columns';

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
