import type { ApiKey, ApiKeyCreatePayload } from '@greenroom/core';
import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH, keyReachesProject } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../platform/db/database';
import { fromJson, toJson } from '../platform/db/json';
import { newId, sha256 } from '../platform/lib/tokens';

/** A new key secret: API_KEY_PREFIX and 256 random bits. @example newApiKeySecret() // 'grk_Jx3…' */
export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

const iso = (at: number | null) => (at === null ? null : new Date(Number(at)).toISOString());

const listed = (db: Kysely<Database>) =>
  db
    .selectFrom('api_keys')
    .innerJoin('producers', 'producers.producer_id', 'api_keys.producer_id')
    .select([
      'api_keys.api_key_id',
      'api_keys.name',
      'api_keys.prefix',
      'api_keys.project_ids',
      'api_keys.access',
      'api_keys.producer_id',
      'api_keys.created_at',
      'api_keys.last_used_at',
      'api_keys.revoked_at',
      'producers.first_name',
      'producers.last_name',
      'producers.username',
    ]);

type ListedRow = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

function apiKeyFromRow(row: ListedRow): ApiKey {
  return {
    apiKeyID: row.api_key_id,
    name: row.name,
    prefix: row.prefix,
    projectIDs: row.project_ids === null ? null : fromJson<string[]>(row.project_ids),
    access: row.access,
    ownerID: row.producer_id,
    ownerName: `${row.first_name} ${row.last_name}`.trim() || row.username,
    createdAt: iso(row.created_at) as string,
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
  };
}

/**
 * Store a new key of `producerID` (only the secret's sha-256 and its first characters) and answer
 * it with the secret, which is never available again.
 * @example const { key, secret } = await insertApiKey(trx, 'u1', { name: 'CRM', projectIDs: ['p1'], access: 'read' }, now);
 */
export async function insertApiKey(db: Kysely<Database>, producerID: string, input: ApiKeyCreatePayload, now: number): Promise<{ key: ApiKey; secret: string }> {
  const secret = newApiKeySecret();
  const apiKeyID = newId();
  await db
    .insertInto('api_keys')
    .values({
      api_key_id: apiKeyID,
      producer_id: producerID,
      name: input.name,
      prefix: secret.slice(0, API_KEY_SHOWN_LENGTH),
      secret_hash: sha256(secret),
      project_ids: input.projectIDs === null ? null : toJson(input.projectIDs),
      access: input.access,
      created_at: now,
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  const key = await findApiKey(db, apiKeyID);
  return { key: key as ApiKey, secret };
}

/**
 * One key as listed, or undefined.
 * @example const key = await findApiKey(db, 'k1');
 */
export async function findApiKey(db: Kysely<Database>, apiKeyID: string): Promise<ApiKey | undefined> {
  const row = await listed(db).where('api_keys.api_key_id', '=', apiKeyID).executeTakeFirst();
  return row ? apiKeyFromRow(row) : undefined;
}

/**
 * Keys newest first: of one owner (undefined: every key), and with `projectID` only those that reach it.
 * @example const keys = await listApiKeys(db, { ownerID: 'u1', projectID: 'p1' });
 */
export async function listApiKeys(db: Kysely<Database>, filter: { ownerID?: string; projectID?: string }): Promise<ApiKey[]> {
  const rows = await listed(db)
    .$if(filter.ownerID !== undefined, (q) => q.where('api_keys.producer_id', '=', filter.ownerID as string))
    .orderBy('api_keys.created_at', 'desc')
    .orderBy('api_keys.api_key_id', 'desc')
    .execute();
  const keys = rows.map(apiKeyFromRow);
  const { projectID } = filter;
  return projectID === undefined ? keys : keys.filter((key) => keyReachesProject(key.projectIDs, projectID));
}

/**
 * Revoke a key at `now` (a revoked one stays as it is); answers the key before and after.
 * @example const { before, after } = await revokeApiKey(trx, 'k1', now);
 */
export async function revokeApiKey(db: Kysely<Database>, apiKeyID: string, now: number): Promise<{ before: ApiKey; after: ApiKey } | undefined> {
  const before = await findApiKey(db, apiKeyID);
  if (!before) return undefined;
  await db.updateTable('api_keys').set({ revoked_at: now }).where('api_key_id', '=', apiKeyID).where('revoked_at', 'is', null).execute();
  return { before, after: (await findApiKey(db, apiKeyID)) as ApiKey };
}
