// Tables of the user pool and its secrets: settings (signing keys), sign-in challenges, refresh tokens,
// verification codes, session revocations.
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { Millis } from '../db/columns';

export interface SettingsTable {
  key: string;
  value: string;
}

export interface AuthChallengesTable {
  challenge_hash: string;
  producer_id: string;
  expires_at: Millis;
  created_at: Millis;
}

export interface RefreshTokensTable {
  token_hash: string;
  producer_id: string;
  /** Tokens rotated from one sign-in share a family; reuse of a rotated token revokes the family. */
  family_id: string;
  expires_at: Millis;
  revoked_at: Millis | null;
  created_at: Millis;
}

export interface VerificationCodesTable {
  /** Lower-cased name the code was asked for (also for unknown users, so answers stay identical). */
  username_key: string;
  producer_id: string | null;
  code_hash: string;
  expires_at: Millis;
  attempts: number;
  created_at: Millis;
}

/** Sign-outs and password resets (migration 032): each moves the producer's session generation. */
export interface SessionRevocationsTable {
  producer_id: string;
  generation: number;
  revoked_at: Millis;
}
