import type { AuthProvider } from '@greenroom/core';
import { useEffect, useState } from 'react';

/** What the gate knows about the visitor before asking for the role. */
export type GateIdentity =
  | { kind: 'checking' }
  | { kind: 'noProducer' }
  | { kind: 'expired' }
  | { kind: 'signedIn'; producerID: string };

/**
 * Reads the stored producerID from the current session, then makes sure the session is still
 * valid by getting an id token (which refreshes it when needed).
 */
export function useGateIdentity(auth: AuthProvider): GateIdentity {
  const [identity, setIdentity] = useState<GateIdentity>({ kind: 'checking' });

  useEffect(() => {
    let active = true;
    setIdentity({ kind: 'checking' });
    const check = async (): Promise<GateIdentity> => {
      let producerID: string | undefined;
      try {
        producerID = (await auth.getSession())?.producerID;
      } catch {
        return { kind: 'expired' };
      }
      if (!producerID) return { kind: 'noProducer' };
      const token = await auth.getIdToken().catch(() => null);
      return token ? { kind: 'signedIn', producerID } : { kind: 'expired' };
    };
    void check().then((result) => {
      if (active) setIdentity(result);
    });
    return () => {
      active = false;
    };
  }, [auth]);

  return identity;
}
