import type { ApiKeyAccess } from '@greenroom/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { fromJson } from '../../db/json';
import { sha256 } from '../../lib/tokens';

/** What the guard reads of an API key. */
export interface StoredApiKey {
  apiKeyID: string;
  producerID: string;
  access: ApiKeyAccess;
  /** null: every project of its owner (an install-wide key). */
  projectIDs: string[] | null;
  revoked: boolean;
  lastUsedAt: number | null;
}

/**
 * The key whose secret this is (looked up by its sha-256: the secret itself is never stored), or
 * undefined when there is none.
 * @example const key = await apiKeyBySecret(ctx.db, 'grk_…');
 */
export async function apiKeyBySecret(db: Kysely<Database>, secret: string): Promise<StoredApiKey | undefined> {
  const row = await db
    .selectFrom('api_keys')
    .select(['api_key_id', 'producer_id', 'access', 'project_ids', 'revoked_at', 'last_used_at'])
    .where('secret_hash', '=', sha256(secret))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    apiKeyID: row.api_key_id,
    producerID: row.producer_id,
    access: row.access,
    projectIDs: row.project_ids === null ? null : fromJson<string[]>(row.project_ids),
    revoked: row.revoked_at !== null,
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}

/**
 * Note a key's use at `now`.
 * @example await markApiKeyUsed(ctx.db, 'k1', Date.now());
 */
export async function markApiKeyUsed(db: Kysely<Database>, apiKeyID: string, now: number): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: now }).where('api_key_id', '=', apiKeyID).execute();
}
