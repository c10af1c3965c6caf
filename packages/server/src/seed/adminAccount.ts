// The super-admin from the operator's terminal: is it still waiting for its first sign-in, and a
// new temporary password when the one printed at the first start was lost (issue #30).
import { usernameKey } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { DEFAULT_SCRYPT_COST, hashPassword } from '../platform/auth/passwords';
import { revokeSessions } from '../platform/auth/store/sessionGeneration';
import { userPoolLimits } from '../platform/auth/store/userPool';
import type { Database } from '../platform/db/database';
import { temporaryPassword } from '../platform/lib/tokens';

const SUPER_ADMIN_ROLE = 0;

/**
 * Whether the super-admin named `username` exists and has never replaced its temporary password
 * (so the operator may have lost the password printed at the first start).
 * @example
 * if (await adminAwaitsFirstSignIn(db, 'admin')) terminal.info('…greenroom-server reset-admin-password');
 */
export async function adminAwaitsFirstSignIn(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('producers')
    .select('must_change_password')
    .where('username_key', '=', usernameKey(username))
    .where('role', '=', SUPER_ADMIN_ROLE)
    .executeTakeFirst();
  return row?.must_change_password === 1;
}

/**
 * Give the super-admin named `username` a new temporary password (valid as long as a new account's),
 * clear its lockout and end its sessions. Answers the password, or `null` when no super-admin has
 * that name.
 * @example
 * const password = await resetAdminPassword(db, 'admin', Date.now());
 */
export async function resetAdminPassword(
  db: Kysely<Database>,
  username: string,
  now: number,
  options: { password?: string; scryptCost?: number } = {},
): Promise<string | null> {
  const password = options.password ?? temporaryPassword();
  const hash = await hashPassword(password, options.scryptCost ?? DEFAULT_SCRYPT_COST);
  return db.transaction().execute(async (trx) => {
    const admin = await trx
      .selectFrom('producers')
      .select('producer_id')
      .where('username_key', '=', usernameKey(username))
      .where('role', '=', SUPER_ADMIN_ROLE)
      .executeTakeFirst();
    if (!admin) return null;
    await trx
      .updateTable('producers')
      .set({
        password_hash: hash,
        must_change_password: 1,
        temporary_password_expires_at: now + userPoolLimits.temporaryPasswordLifetimeMs,
        failed_sign_ins: 0,
        lockouts: 0,
        locked_until: null,
        updated_at: now,
      })
      .where('producer_id', '=', admin.producer_id)
      .execute();
    await revokeSessions(trx, admin.producer_id, now);
    return password;
  });
}
