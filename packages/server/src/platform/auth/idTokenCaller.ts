import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { verifyIdToken } from './jwt';
import { storedCaller } from './store/callers';
import { sessionGeneration } from './store/sessionGeneration';

/** What checking an id token reads of the server's context (a ServerContext is one). */
export interface IdTokenContext {
  db: Kysely<Database>;
  clock: Clock;
  keys: { jwt(): Promise<Uint8Array> };
}

/** The producer behind a valid id token, as stored now. */
export interface IdTokenCaller {
  producerID: string;
  /** The stored role (not the token's). */
  role: number;
  username: string;
  /** When the token ends (its `exp`, in ms). */
  expiresAt: number;
}

/**
 * The producer an id token speaks for, or null when it does not count: a bad signature or claims,
 * expired, the producer gone or still to change a temporary password, or its sessions ended since
 * (sign-out and password resets move the generation). The one rule for id tokens: the access guard
 * and the server-rendered link pages both ask here.
 * @example
 * const caller = await callerOfIdToken(ctx, token); // { producerID, role, username, expiresAt } | null
 */
export async function callerOfIdToken(ctx: IdTokenContext, token: string): Promise<IdTokenCaller | null> {
  const claims = await verifyIdToken(await ctx.keys.jwt(), token, ctx.clock.now());
  if (!claims) return null;
  // The stored role wins over the token's: a demoted or deleted producer loses access at once.
  const producer = await storedCaller(ctx.db, claims.producerID);
  if (!producer || producer.must_change_password === 1) return null;
  if (claims.generation !== (await sessionGeneration(ctx.db, producer.producer_id))) return null;
  return { producerID: producer.producer_id, role: producer.role, username: producer.username, expiresAt: claims.expiresAt };
}
