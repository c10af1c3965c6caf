import { useAuth } from '@greenroom/core';
import { useEffect, useState } from 'react';

/** Who is looking at the tab: the producer's id and role (null until known). */
export interface SessionIdentity {
  producerID: string | null;
  role: number | null;
}

/**
 * The producer's id and role: the given values, else read once from the signed-in session.
 * Until known, the role is null (hidden items stay hidden).
 * @example const { role } = useSessionIdentity({ role: props.role, producerID: props.producerID });
 */
export function useSessionIdentity(given: { role?: number; producerID?: string }): SessionIdentity {
  const auth = useAuth();
  const needed = given.role === undefined || given.producerID === undefined;
  const [session, setSession] = useState<SessionIdentity>({ producerID: null, role: null });
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void auth.getSession().then(
      (found) => live && found && setSession({ producerID: found.producerID, role: found.role }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [auth, needed]);
  return { producerID: given.producerID ?? session.producerID, role: given.role ?? session.role };
}
