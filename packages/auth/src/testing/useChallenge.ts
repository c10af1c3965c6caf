import type { AuthProvider, NewPasswordChallenge } from '@greenroom/core';
import { useEffect, useState } from 'react';
import { temporaryUser } from './users';

/** Signs the temporary user in once and hands back the new-password challenge. */
export function useChallenge(auth: AuthProvider): NewPasswordChallenge | null {
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
  return challenge;
}
