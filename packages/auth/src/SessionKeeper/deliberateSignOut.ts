import type { AuthProvider } from '@greenroom/core';

// Sign-outs the user asked for. The session keeper ignores the null session these produce, so
// only a session that disappears on its own (failed refresh, revoked token) is reported as expired.
const requested = new WeakSet<AuthProvider>();

/**
 * Sign out on the user's request (the Sign Out button), without the session keeper reporting
 * 'Your session has expired. Please sign in again.'.
 * @example
 * <SpaceWindow onSignOut={() => signOutDeliberately(auth).then(() => navigate('/'))} … />
 */
export async function signOutDeliberately(auth: AuthProvider): Promise<void> {
  requested.add(auth);
  try {
    await auth.signOut();
  } finally {
    requested.delete(auth);
  }
}

/** True while a sign-out requested through signOutDeliberately is running. */
export function isDeliberateSignOut(auth: AuthProvider): boolean {
  return requested.has(auth);
}
