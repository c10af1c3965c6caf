import type { AuthProvider, NewPasswordChallenge } from '@greenroom/core';
import { useEffect, useState } from 'react';
import { createStoryAuth, temporaryUser } from './users';

/**
 * The given identity service (else the story one, created once) with the temporary user signed in
 * once, and the new-password challenge that sign-in handed back (null until it has).
 * @example const { auth, challenge } = useChallenge(props.auth);
 */
export function useChallenge(given?: AuthProvider): { auth: AuthProvider; challenge: NewPasswordChallenge | null } {
  const [auth] = useState(() => given ?? createStoryAuth());
  const [challenge, setChallenge] = useState<NewPasswordChallenge | null>(null);
  useEffect(() => {
    let active = true;
    void auth.signIn({ username: temporaryUser.username, password: temporaryUser.password }).then((result) => {
      if (active && result.kind === 'newPasswordRequired') setChallenge(result.challenge);
    });
    return () => {
      active = false;
    };
  }, [auth]);
  return { auth, challenge };
}
