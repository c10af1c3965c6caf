import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Names of the server-wide secrets kept in the settings table. */
export type SecretName = 'jwt_signing_key' | 'upload_signing_key' | 'code_hash_key';

/**
 * Read a secret, creating it on first use. Generated once and stored in the database so that every
 * instance behind a load balancer shares it; a race between instances keeps the first insert.
 * @example
 * const key = await loadSecret(db, 'jwt_signing_key');
 */
export async function loadSecret(db: Kysely<Database>, name: SecretName): Promise<Uint8Array> {
  await db
    .insertInto('settings')
    .values({ key: name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', name).executeTakeFirstOrThrow();
  return new Uint8Array(Buffer.from(row.value, 'base64url'));
}
