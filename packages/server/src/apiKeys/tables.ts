// API keys (migration 036, issue 28).
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { ApiKeyAccess } from '@greenroom/core';
import type { JsonText, Millis } from '../platform/db/columns';

export interface ApiKeysTable {
  api_key_id: string;
  /** The producer the key acts as (its stored role and projects apply). */
  producer_id: string;
  name: string;
  /** The first characters of the secret, shown to tell keys apart. */
  prefix: string;
  /**
   * sha-256 hex of the whole secret. A fast hash is enough: the secret holds 256 random bits, so
   * no dictionary or brute force reaches it, unlike a password (which gets scrypt).
   */
  secret_hash: string;
  /** JSON string[] of the projects the key reaches; null = every project (install-wide, super-admins only). */
  project_ids: JsonText | null;
  access: ApiKeyAccess;
  created_at: Millis;
  /** Moved at most once a minute, to spare writes. */
  last_used_at: Millis | null;
  revoked_at: Millis | null;
}
