import type { AuthProvider } from '@greenroom/core';
import { useState } from 'react';
import { createStoryAuth } from './users';

/**
 * The given identity service (else the story one) after a reset code was sent to 'producer', so
 * a story can open on the Verify step; created once.
 * @example const auth = useCodeSentAuth(props.auth);
 */
export function useCodeSentAuth(given?: AuthProvider): AuthProvider {
  const [auth] = useState(() => {
    const created = given ?? createStoryAuth();
    void created.forgotPassword({ username: 'producer' });
    return created;
  });
  return auth;
}
