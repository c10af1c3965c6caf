// Worlds (space templates) and the skin items of worlds and spaces.
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { Flag, JsonText, Millis } from '../platform/db/columns';

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
  /** Moves by 1 on every change of the item's value (migration 035, issue 25). */
  version: number;
}
