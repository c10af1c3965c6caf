// Usernames and e-mail addresses are looked up by the same key (core's usernameKey).
import { AUTH_MESSAGES, FIRST_VERSION, messages, usernameKey as nameKey, validatePassword, ERROR_CODES } from '@greenroom/core/rules';
import type { AuthSession } from '@greenroom/core';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ApiError, badRequest } from '../../http/errors';
import { verificationCodeMail } from '../verificationMail';
import type { Mailer } from '../../mailer';
import { signIdToken } from '../jwt';
import { hashPassword, verifyPassword } from '../passwords';
import { clearRateLimit, hitRateLimit, peekRateLimit, sweepExpired } from '../../rateLimits/store';
import { HashGate } from '../hashGate';
import { revokeSessions, sessionGeneration } from './sessionGeneration';
import { newId, randomToken, sha256, sixDigitCode } from '../../lib/tokens';

/** A producers row; platform/ reads domain tables only through the Database type. */
type ProducersTable = Database['producers'];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Lifetimes and limits of the user pool (documented in the server README). */
export const userPoolLimits = {
  temporaryPasswordLifetimeMs: 7 * DAY,
  challengeLifetimeMs: 15 * MINUTE,
  codeLifetimeMs: 15 * MINUTE,
  maxCodeAttempts: 5,
  codeRequestsPerHour: 5,
  maxSignInFailures: 5,
  /** Failed sign-ins one address may make over all accounts in the window; then 429. */
  maxFailuresPerAddress: 30,
  failureWindowMs: 15 * MINUTE,
  /** Code requests one address may make an hour over all names; then 429. */
  codeRequestsPerAddressPerHour: 30,
  sweepEveryMs: 10 * MINUTE,
  firstLockMs: MINUTE,
  maxLockMs: 15 * MINUTE,
  refreshTokenLifetimeMs: 30 * DAY,
  /**
   * How long a just-rotated refresh token may still be exchanged while its sign-in lives (two tabs
   * refreshing at once, issue 32 §2). Later reuse is theft: the sign-in and its id tokens end.
   */
  refreshGraceMs: 20 * 1000,
} as const;


const notAuthorized = () => new ApiError(401, AUTH_MESSAGES.notAuthorized, { code: ERROR_CODES.notAuthorized });
const sessionExpired = () => new ApiError(401, AUTH_MESSAGES.sessionExpired, { code: ERROR_CODES.notAuthorized });
const limitExceeded = () => new ApiError(429, AUTH_MESSAGES.limitExceeded, { code: ERROR_CODES.limitExceeded });

/** A signed-in session plus the refresh token that goes into the cookie. */
export interface IssuedSession {
  session: AuthSession;
  refreshToken: string;
  refreshExpiresAt: number;
}

export type SignInOutcome =
  | ({ kind: 'signedIn' } & IssuedSession)
  | { kind: 'newPasswordRequired'; challenge: { session: string; username: string } };

/** Fields of a new user made by a super-admin. */
export interface NewUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  temporaryPassword: string;
  role: number;
}

export interface UserPoolOptions {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  scryptCost: number;
  productName: string;
  jwtKey: () => Promise<Uint8Array>;
  /** Admission control of password hashing (default: 2 at a time, 2 per address). */
  hashGate?: HashGate;
  /** Told when a verification mail could not be sent (the request has answered already). */
  onMailError?: (error: unknown) => void;
}

/** Where a request comes from (the client address); keys per-address limits. */
const LOCAL = 'local';

function passwordFieldErrors(password: string): Record<string, string> | null {
  const problem = validatePassword(password);
  return problem === null ? null : { password: problem };
}

/**
 * The row of a new user with a temporary password valid 7 days, which must be replaced through the
 * new-password challenge. Throws 400 when the temporary password breaks the password rules.
 * @example await db.insertInto('producers').values(await newUserRow(user, Date.now(), 2 ** 17)).execute();
 */
export async function newUserRow(user: NewUser, now: number, scryptCost: number): Promise<ProducersTable> {
  const problem = validatePassword(user.temporaryPassword);
  if (problem) throw badRequest({ temporaryPassword: problem });
  return {
    producer_id: newId(),
    username: user.username.trim(),
    username_key: nameKey(user.username),
    email: user.email.trim(),
    email_key: nameKey(user.email),
    first_name: user.firstName.trim(),
    last_name: user.lastName.trim(),
    role: user.role,
    password_hash: await hashPassword(user.temporaryPassword, scryptCost),
    must_change_password: 1,
    temporary_password_expires_at: now + userPoolLimits.temporaryPasswordLifetimeMs,
    failed_sign_ins: 0,
    lockouts: 0,
    locked_until: null,
    created_at: now,
    updated_at: now,
    version: FIRST_VERSION,
  };
}

/**
 * The user pool: sign-in with lockout, the new-password challenge, verification codes, id tokens
 * and rotating refresh tokens. All state lives in the database; all time comes from the clock.
 * @example
 * const outcome = await pool.signIn('ada', 'Secret123');
 */
export class UserPool {
  private dummyHash: Promise<string> | null = null;
  private readonly gate: HashGate;
  private lastSweep = -Infinity;

  constructor(private readonly options: UserPoolOptions) {
    this.gate = options.hashGate ?? new HashGate();
  }

  private get db(): Kysely<Database> {
    return this.options.db;
  }

  private now(): number {
    return this.options.clock.now().getTime();
  }

  /** A hash to verify against for an unknown user before any real hash was timed (see HashGate.pretend). */
  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword(randomToken(), this.options.scryptCost);
    return this.dummyHash;
  }

  /** Hash at the configured cost. */
  hash(password: string): Promise<string> {
    return hashPassword(password, this.options.scryptCost);
  }

  /** Find a user by username, or by e-mail address when exactly one user has it. */
  async findUser(name: string): Promise<ProducersTable | undefined> {
    const key = nameKey(name);
    if (key === '') return undefined;
    const byName = await this.db.selectFrom('producers').selectAll().where('username_key', '=', key).executeTakeFirst();
    if (byName) return byName;
    const byEmail = await this.db.selectFrom('producers').selectAll().where('email_key', '=', key).limit(2).execute();
    return byEmail.length === 1 ? byEmail[0] : undefined;
  }

  /** The row of a new user (see {@link newUserRow}); hashing happens outside any transaction. */
  newUserRow(user: NewUser): Promise<ProducersTable> {
    return newUserRow(user, this.now(), this.options.scryptCost);
  }

  /**
   * Sign in; every refusal (unknown user, wrong password, lock, expired temporary password) is the
   * same 401. A lock only holds against the addresses whose failures caused it, so an attacker
   * cannot lock the owner out; an address with too many failures over all accounts gets 429.
   */
  async signIn(username: string, password: string, address: string = LOCAL): Promise<SignInOutcome> {
    const now = this.now();
    await this.sweep(now);
    const addressKey = `signin-fail-addr:${address}`;
    if ((await peekRateLimit(this.db, addressKey, userPoolLimits.failureWindowMs, now)) >= userPoolLimits.maxFailuresPerAddress) {
      throw limitExceeded();
    }
    const user = await this.findUser(username);
    if (!user) {
      // No hash to check: wait as long as one takes, without the work (a flood of invented names is free).
      if (this.gate.measured) await this.gate.pretend(address);
      else await this.gate.run(address, async () => verifyPassword(password, await this.dummy()));
      await hitRateLimit(this.db, addressKey, userPoolLimits.failureWindowMs, now);
      throw notAuthorized();
    }
    const pairKey = `signin-fail:${user.producer_id}:${address}`;
    if (user.locked_until !== null && user.locked_until > now) {
      const failedHere = await peekRateLimit(this.db, pairKey, userPoolLimits.failureWindowMs, now);
      if (failedHere >= userPoolLimits.maxSignInFailures) {
        await this.gate.pretend(address); // locked for this address: the same 401, as slowly, without a hash
        throw notAuthorized();
      }
    }
    const matches = await this.gate.run(address, () => verifyPassword(password, user.password_hash));
    if (!matches) {
      await hitRateLimit(this.db, addressKey, userPoolLimits.failureWindowMs, now);
      await hitRateLimit(this.db, pairKey, userPoolLimits.failureWindowMs, now);
      await this.countFailure(user.producer_id, now);
      throw notAuthorized();
    }
    await clearRateLimit(this.db, pairKey);
    if (user.must_change_password === 1 && (user.temporary_password_expires_at ?? 0) <= now) throw notAuthorized();

    await this.db
      .updateTable('producers')
      .set({ failed_sign_ins: 0, lockouts: 0, locked_until: null })
      .where('producer_id', '=', user.producer_id)
      .execute();

    if (user.must_change_password === 1) {
      const token = randomToken();
      await this.db
        .insertInto('auth_challenges')
        .values({
          challenge_hash: sha256(token),
          producer_id: user.producer_id,
          expires_at: now + userPoolLimits.challengeLifetimeMs,
          created_at: now,
        })
        .execute();
      return { kind: 'newPasswordRequired', challenge: { session: token, username: user.username } };
    }
    return { kind: 'signedIn', ...(await this.issueSession(user, newId(), now + userPoolLimits.refreshTokenLifetimeMs)) };
  }

  private async countFailure(producerID: string, now: number): Promise<void> {
    const row = await this.db
      .updateTable('producers')
      .set({ failed_sign_ins: sql<number>`failed_sign_ins + 1` })
      .where('producer_id', '=', producerID)
      .returning(['failed_sign_ins', 'lockouts'])
      .executeTakeFirst();
    if (!row || row.failed_sign_ins < userPoolLimits.maxSignInFailures) return;
    // The wait doubles with every lock since the last success: 1, 2, 4, 8, then 15 minutes.
    const wait = Math.min(userPoolLimits.maxLockMs, userPoolLimits.firstLockMs * 2 ** Math.min(row.lockouts, 10));
    await this.db
      .updateTable('producers')
      .set({ failed_sign_ins: 0, lockouts: sql<number>`lockouts + 1`, locked_until: now + wait })
      .where('producer_id', '=', producerID)
      .where('failed_sign_ins', '>=', userPoolLimits.maxSignInFailures)
      .execute();
  }

  /** Answer the new-password challenge; the challenge session is single use and expires. */
  async completeNewPassword(
    input: { session: string; firstName: string; lastName: string; password: string },
    address: string = LOCAL,
  ): Promise<IssuedSession> {
    const fieldErrors: Record<string, string> = {};
    if (input.firstName.trim() === '') fieldErrors.firstName = messages.required;
    if (input.lastName.trim() === '') fieldErrors.lastName = messages.required;
    Object.assign(fieldErrors, passwordFieldErrors(input.password));
    if (Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors);

    const now = this.now();
    // A bogus or expired challenge is refused before any hashing (no free scrypt for strangers).
    const pending = await this.db
      .selectFrom('auth_challenges')
      .select('expires_at')
      .where('challenge_hash', '=', sha256(input.session))
      .executeTakeFirst();
    if (!pending || pending.expires_at <= now) throw sessionExpired();
    const passwordHash = await this.gate.run(address, () => this.hash(input.password));
    const consumed = await this.db
      .deleteFrom('auth_challenges')
      .where('challenge_hash', '=', sha256(input.session))
      .returning(['producer_id', 'expires_at'])
      .executeTakeFirst();
    if (!consumed || consumed.expires_at <= now) throw sessionExpired();

    const user = await this.db
      .updateTable('producers')
      .set({
        first_name: input.firstName.trim(),
        last_name: input.lastName.trim(),
        password_hash: passwordHash,
        must_change_password: 0,
        temporary_password_expires_at: null,
        updated_at: now,
      })
      .where('producer_id', '=', consumed.producer_id)
      .returningAll()
      .executeTakeFirst();
    if (!user) throw sessionExpired();
    return this.issueSession(user, newId(), now + userPoolLimits.refreshTokenLifetimeMs);
  }

  /**
   * Send a six-digit code when the user exists; the answer is the same either way, and so is the
   * work (issue 32 §6): a budget row and a code row are written for known and unknown names alike
   * (an unknown name only as a hash, under a key no real name can have), and the mail is handed to
   * the mailer without waiting for it. The budget is per account and per asking address, so a
   * stranger cannot spend the owner's (issue 32 §5); each address also has its own overall budget.
   */
  async forgotPassword(username: string, address: string = LOCAL): Promise<void> {
    const key = nameKey(username);
    const now = this.now();
    await this.sweep(now);
    const fromAddress = await hitRateLimit(this.db, `forgot-addr:${address}`, 60 * MINUTE, now);
    if (fromAddress > userPoolLimits.codeRequestsPerAddressPerHour) throw limitExceeded();

    const user = await this.findUser(username);
    // An account's username and e-mail address share one budget per address; an unknown name is
    // stored only as its hash ('#' + sha256: a key lookups by name never meet).
    const account = user ? user.producer_id : `#${sha256(key)}`;
    const hits = await hitRateLimit(this.db, `forgot:${account}|${address}`, 60 * MINUTE, now);
    if (hits > userPoolLimits.codeRequestsPerHour) throw limitExceeded();

    const code = sixDigitCode();
    // A fresh code replaces the old one and starts its wrong-code count at 0.
    const row = {
      producer_id: user?.producer_id ?? null,
      code_hash: sha256(`${key}:${code}`),
      expires_at: now + userPoolLimits.codeLifetimeMs,
      attempts: 0,
      created_at: now,
    };
    await this.db
      .insertInto('verification_codes')
      .values({ username_key: user ? key : account, ...row })
      .onConflict((oc) => oc.column('username_key').doUpdateSet(row))
      .execute();
    if (user && user.email !== '') {
      const mail = verificationCodeMail(user.email, this.options.productName, code, userPoolLimits.codeLifetimeMs / MINUTE);
      // Not awaited: an SMTP round trip would tell known names from unknown ones.
      void this.options.mailer.send(mail).catch((error: unknown) => this.options.onMailError?.(error));
    }
  }

  /** Check a code and set the new password; revokes every refresh token of the user. */
  async confirmPassword(input: { username: string; code: string; password: string }): Promise<void> {
    const problems = passwordFieldErrors(input.password);
    if (problems) throw badRequest(problems);
    const key = nameKey(input.username);
    const now = this.now();
    const mismatch = () => new ApiError(400, AUTH_MESSAGES.codeMismatch, { code: ERROR_CODES.codeMismatch });

    const row = await this.db.selectFrom('verification_codes').selectAll().where('username_key', '=', key).executeTakeFirst();
    if (!row) throw mismatch();
    if (row.attempts >= userPoolLimits.maxCodeAttempts) throw limitExceeded();
    if (row.expires_at <= now) throw new ApiError(400, AUTH_MESSAGES.expiredCode, { code: ERROR_CODES.expiredCode });
    if (row.producer_id === null || sha256(`${key}:${input.code.trim()}`) !== row.code_hash) {
      await this.db
        .updateTable('verification_codes')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('username_key', '=', key)
        .execute();
      throw mismatch();
    }
    const producerID = row.producer_id;
    const passwordHash = await this.hash(input.password);
    await this.db.transaction().execute(async (trx) => {
      await revokeSessions(trx, producerID, now);
      const used = await trx
        .deleteFrom('verification_codes')
        .where('username_key', '=', key)
        .where('code_hash', '=', row.code_hash)
        .executeTakeFirst();
      if (Number(used.numDeletedRows) !== 1) throw mismatch();
      await trx
        .updateTable('producers')
        .set({
          password_hash: passwordHash,
          must_change_password: 0,
          temporary_password_expires_at: null,
          failed_sign_ins: 0,
          lockouts: 0,
          locked_until: null,
          updated_at: now,
        })
        .where('producer_id', '=', producerID)
        .execute();
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('producer_id', '=', producerID)
        .where('revoked_at', 'is', null)
        .execute();
    });
  }

  /** Delete dead rate-limit rows and expired codes, at most once per sweep interval per instance. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < userPoolLimits.sweepEveryMs) return;
    this.lastSweep = now;
    await sweepExpired(this.db, now);
  }

  /**
   * Exchange a refresh token for a new session and a new refresh token (the old one stops working,
   * after a short grace for a racing tab; reuse after the grace revokes the sign-in and its id tokens).
   */
  async refresh(token: string | undefined): Promise<IssuedSession> {
    if (!token) throw sessionExpired();
    const now = this.now();
    const hash = sha256(token);
    const row = await this.db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    if (!row || row.expires_at <= now) throw sessionExpired();
    const user = await this.db.selectFrom('producers').selectAll().where('producer_id', '=', row.producer_id).executeTakeFirst();
    if (!user || user.must_change_password === 1) throw sessionExpired();
    if (row.revoked_at === null) {
      // Load the signing key outside the transaction (SQLite has one connection: no query may wait on it inside).
      await this.options.jwtKey();
      // Rotate and store the successor in one transaction, so a racing tab that finds this token
      // rotated also finds the live successor (and gets the grace, not theft detection).
      const issued = await this.db.transaction().execute(async (trx) => {
        const rotated = await trx
          .updateTable('refresh_tokens')
          .set({ revoked_at: now })
          .where('token_hash', '=', hash)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        return Number(rotated.numUpdatedRows) === 1 ? this.issueSession(user, row.family_id, row.expires_at, trx) : null;
      });
      if (issued) return issued;
    }
    // Another request rotated it a moment ago (a second tab) or it was rotated earlier.
    const rotatedAt = row.revoked_at ?? now;
    if (!(await this.withinRefreshGrace(row.family_id, rotatedAt, now))) {
      // A rotated token presented again after the grace: someone kept a copy. End the whole sign-in,
      // and the id tokens already issued to it (issue 32 §3), when it was still alive.
      if ((await this.revokeFamily(row.family_id, now)) > 0) await revokeSessions(this.db, row.producer_id, now);
      throw sessionExpired();
    }
    return this.issueSession(user, row.family_id, row.expires_at);
  }

  /**
   * A token rotated less than {@link userPoolLimits.refreshGraceMs} ago whose sign-in still has a
   * live token (it was rotated, not signed out or revoked): the racing tab gets a session too.
   */
  private async withinRefreshGrace(familyID: string, rotatedAt: number, now: number): Promise<boolean> {
    if (now - rotatedAt > userPoolLimits.refreshGraceMs) return false;
    const live = await this.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('family_id', '=', familyID)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return live !== undefined;
  }

  /** Revoke the sign-in the refresh token belongs to and every id token of its user. Unknown tokens are ignored. */
  async signOut(token: string | undefined): Promise<void> {
    if (!token) return;
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select(['family_id', 'producer_id'])
      .where('token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!row) return;
    const now = this.now();
    await this.revokeFamily(row.family_id, now);
    // Id tokens already handed out end too (the guard compares generations).
    await revokeSessions(this.db, row.producer_id, now);
  }

  /** Revoke every live token of a sign-in; answers how many were still live. */
  private async revokeFamily(familyID: string, now: number): Promise<number> {
    const result = await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('family_id', '=', familyID)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * A new session for `user` exactly as a password sign-in gives it (an id token of the current
   * session generation, a new refresh-token family): for sign-ins the user pool did not check
   * itself, such as staff SSO.
   * @example const issued = await ctx.userPool.issueSessionFor(user);
   */
  async issueSessionFor(user: ProducersTable): Promise<IssuedSession> {
    return this.issueSession(user, newId(), this.now() + userPoolLimits.refreshTokenLifetimeMs);
  }

  private async issueSession(
    user: ProducersTable,
    familyID: string,
    refreshExpiresAt: number,
    db: Kysely<Database> = this.db,
  ): Promise<IssuedSession> {
    const now = this.options.clock.now();
    const generation = await sessionGeneration(db, user.producer_id);
    const { token, expiresAt } = await signIdToken(
      await this.options.jwtKey(),
      { producerID: user.producer_id, role: user.role, generation },
      now,
    );
    const refreshToken = randomToken();
    await db
      .insertInto('refresh_tokens')
      .values({
        token_hash: sha256(refreshToken),
        producer_id: user.producer_id,
        family_id: familyID,
        expires_at: refreshExpiresAt,
        revoked_at: null,
        created_at: now.getTime(),
      })
      .execute();
    return {
      session: { idToken: token, producerID: user.producer_id, username: user.username, role: user.role, expiresAt },
      refreshToken,
      refreshExpiresAt,
    };
  }
}
