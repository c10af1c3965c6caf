import { useCallback } from 'react';
import { useNavigate } from '../router';
import { usePortal } from '@greenroom/core';
import { signOutDeliberately } from '@greenroom/auth';

/**
 * Sign Out of the space header and the admin pages: ends the session without the expiry alert,
 * goes to / in the same update (no signed-out page flashes), then forgets cached data and the selection.
 * @example
 * const signOut = useSignOut();
 * <Button onClick={signOut}>Sign Out</Button>
 */
export function useSignOut(): () => void {
  const { auth, queryClient, selection } = usePortal();
  const navigate = useNavigate();
  return useCallback(() => {
    const done = signOutDeliberately(auth);
    void navigate('/');
    void done.finally(() => {
      queryClient.clear();
      selection.getState().reset();
    });
  }, [auth, navigate, queryClient, selection]);
}
