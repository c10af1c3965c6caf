// The SQL of staff sign-in through the OpenID Connect provider: finding a producer by e-mail key,
// creating one on first sign-in and readying it for a session (the user pool issues the session).
import { FIRST_VERSION, usernameKey } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { revokeSessions } from '../../platform/auth/store/sessionGeneration';
import { newId } from '../../platform/lib/tokens';
import { insertProducer } from '../../producers/store';
import type { ProducersTable } from '../../producers/tables';
import type { SsoCandidate } from './decide';

type Db = Kysely<Database>;

/**
 * The producers whose e-mail address has this key (at most two: more than one is a conflict).
 * @example const found = await producersWithEmail(db, 'ada@staff.example');
 */
export async function producersWithEmail(db: Db, email: string): Promise<SsoCandidate[]> {
  const key = usernameKey(email);
  if (key === '') return [];
  const rows = await db.selectFrom('producers').select(['producer_id', 'role']).where('email_key', '=', key).limit(2).execute();
  return rows.map((row) => ({ producerID: row.producer_id, role: row.role }));
}

/** A producer made by a first SSO sign-in. */
export interface SsoNewProducer {
  email: string;
  firstName: string;
  lastName: string;
  /** A hash of a random password nobody knows: 'Forgot Password?' gives the producer a usable one. */
  passwordHash: string;
}

/**
 * Store a producer made by SSO: username and e-mail address the verified address, role 1, no
 * projects, no password to change; recorded as 'producer.create' by the producer itself. Answers
 * null (nothing stored) when the address is taken as a username meanwhile.
 * @example const producerID = await createSsoProducer(db, { email, firstName, lastName, passwordHash }, now);
 */
export async function createSsoProducer(db: Db, producer: SsoNewProducer, now: number): Promise<string | null> {
  const row: ProducersTable = {
    producer_id: newId(),
    username: producer.email,
    username_key: usernameKey(producer.email),
    email: producer.email,
    email_key: usernameKey(producer.email),
    first_name: producer.firstName,
    last_name: producer.lastName,
    role: 1,
    password_hash: producer.passwordHash,
    must_change_password: 0,
    temporary_password_expires_at: null,
    failed_sign_ins: 0,
    lockouts: 0,
    locked_until: null,
    created_at: now,
    updated_at: now,
    version: FIRST_VERSION,
  };
  return (await insertProducer(db, row, [], { producerID: row.producer_id, at: now })) ? row.producer_id : null;
}

/**
 * Whether the producer still has a temporary password (then SSO replaces it: see readyForSso).
 * @example if (await hasTemporaryPassword(db, producerID)) passwordHash = await ctx.userPool.hash(randomToken());
 */
export async function hasTemporaryPassword(db: Db, producerID: string): Promise<boolean> {
  const row = await db.selectFrom('producers').select('must_change_password').where('producer_id', '=', producerID).executeTakeFirst();
  return row?.must_change_password === 1;
}

/**
 * Make the producer ready for an SSO session: a temporary password (known to whoever created the
 * account) is replaced by `passwordHash` and the new-password challenge dropped; a role the
 * mapping changed is stored, and the id tokens issued under the old role end. Answers the row, or
 * undefined when the producer is gone.
 * @example const user = await readyForSso(db, producerID, 1, hashOrNull, now);
 */
export async function readyForSso(db: Db, producerID: string, role: number, passwordHash: string | null, now: number): Promise<{ user: ProducersTable; previousRole: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('producers').selectAll().where('producer_id', '=', producerID).executeTakeFirst();
    if (!before) return undefined;
    const replacePassword = before.must_change_password === 1 && passwordHash !== null;
    if (!replacePassword && before.role === role) return { user: before, previousRole: before.role };
    const user = await trx
      .updateTable('producers')
      .set({
        role,
        ...(replacePassword ? { password_hash: passwordHash, must_change_password: 0 as const, temporary_password_expires_at: null } : {}),
        updated_at: now,
      })
      .where('producer_id', '=', producerID)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (before.role !== role) await revokeSessions(trx, producerID, now);
    return { user, previousRole: before.role };
  });
}

