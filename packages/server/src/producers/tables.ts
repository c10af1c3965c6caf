// Producers (the user pool's accounts) and the projects each may reach.
// Table types for platform/db/database.ts (docs/architecture.md#the-servers-shape).
import type { Flag, Millis } from '../platform/db/columns';

export interface ProducersTable {
  producer_id: string;
  username: string;
  /** Lower-cased username, unique: sign-in is case-insensitive. */
  username_key: string;
  email: string;
  email_key: string;
  first_name: string;
  last_name: string;
  role: number;
  password_hash: string;
  /** 1 while the password is a temporary one that must be replaced through the challenge. */
  must_change_password: Flag;
  temporary_password_expires_at: Millis | null;
  failed_sign_ins: number;
  /** How many times the account was locked since the last success; drives the growing wait. */
  lockouts: number;
  locked_until: Millis | null;
  created_at: Millis;
  updated_at: Millis;
  /** Moves by 1 on every change of the producer's project assignments (migration 035, issue 25); sign-ins leave it. */
  version: number;
}

export interface ProducerProjectsTable {
  producer_id: string;
  project_id: string;
}
