// The fixed-window rate-limit counters shared by every instance.
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { Millis } from '../db/columns';

export interface RateLimitsTable {
  rate_key: string;
  count: number;
  window_started_at: Millis;
}
