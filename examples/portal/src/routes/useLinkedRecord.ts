import { useEffect, useState } from 'react';
import { useNavigate } from '../router';
import { HttpError, usePortal } from '@greenroom/core';
import { signOutDeliberately } from '@greenroom/auth';
import { fetchLinkedRecord, type FetchedRecord, type LinkTarget } from './linkedRecord';

export type { LinkTarget } from './linkedRecord';

/** Where fetching the linked record stands. */
export type LinkedRecord = { status: 'none' } | { status: 'loading' } | FetchedRecord | { status: 'failed' };

/**
 * Fetches the record a link points at (docs/reference/portal.md §4 "Deep link while signed in"), again each
 * time `visit` changes (a Back-button visit re-fetches), sharing a fetch the host already started
 * for this visit. A 401 or no answer signs the producer out (the sign-in screen then shows on the
 * same link); any other failure goes to /error.
 * @example
 * const linked = useLinkedRecord({ kind: 'booking', bookingID }, location.key, session.producerID);
 */
export function useLinkedRecord(target: LinkTarget | null, visit: string, producerID: string): LinkedRecord {
  const { api, auth, queryClient } = usePortal();
  const navigate = useNavigate();
  const [state, setState] = useState<{ visit: string; record: LinkedRecord }>({ visit: '', record: { status: 'none' } });
  const kind = target?.kind;
  const id = target ? (target.kind === 'space' ? target.spaceID : target.bookingID) : '';

  useEffect(() => {
    if (!kind) return;
    let active = true;
    setState({ visit, record: { status: 'loading' } });
    const linkTarget: LinkTarget = kind === 'space' ? { kind, spaceID: id } : { kind, bookingID: id };
    fetchLinkedRecord({ api, queryClient }, linkTarget, visit, producerID)
      .then((record) => {
        if (active) setState({ visit, record });
      })
      .catch(async (error: unknown) => {
        if (!active) return;
        setState({ visit, record: { status: 'failed' } });
        const status = error instanceof HttpError ? error.status : -1;
        if (status === 401) {
          // The API adapter signs out after a refused refresh; make sure nothing is left.
          if (await auth.getSession().catch(() => null)) await auth.signOut();
        } else if (status === 0) {
          await signOutDeliberately(auth);
        } else {
          navigate('/error', { replace: true });
        }
      });
    return () => {
      active = false;
    };
  }, [kind, id, visit, producerID, api, auth, queryClient, navigate]);

  if (!kind) return { status: 'none' };
  // Until the effect has started this visit's fetch, the record is loading.
  return state.visit === visit ? state.record : { status: 'loading' };
}
