import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../router';
import { HttpError, usePortal } from '@greenroom/core';
import { signOutDeliberately } from '@greenroom/auth';
import { usePrerenderedLink } from '../prerender/PrerenderedLink';
import { cachedRecord, fetchLinkedRecord, type FetchedRecord, type LinkTarget } from './linkedRecord';

export type { LinkTarget } from './linkedRecord';

/** Where fetching the linked record stands. */
export type LinkedRecord = { status: 'none' } | { status: 'loading' } | FetchedRecord | { status: 'failed' };

/**
 * Fetches the record a link points at (docs/reference/portal.md §4 "Deep link while signed in"), again each
 * time `visit` changes (a Back-button visit re-fetches), sharing a fetch the host already started
 * for this visit. A 401 or no answer signs the producer out (the sign-in screen then shows on the
 * same link); any other failure goes to /error. On the address a server-rendered page drew (ADR
 * 0008) the record is the one the server drew with, in the cache: no 'Loading', no second fetch.
 * @example
 * const linked = useLinkedRecord({ kind: 'booking', bookingID }, location.key, session.producerID);
 */
export function useLinkedRecord(target: LinkTarget | null, visit: string, producerID: string): LinkedRecord {
  const { api, auth, queryClient } = usePortal();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const prerendered = usePrerenderedLink() === pathname;
  // Read once, on mount: the server drew this visit from the cache's answer, so hydration must too.
  const [drawn] = useState(() => {
    const record = target && prerendered ? cachedRecord(queryClient, target) : undefined;
    return record ? { visit, record } : undefined;
  });
  const [state, setState] = useState<{ visit: string; record: LinkedRecord }>(() => drawn ?? { visit: '', record: { status: 'none' } });
  const kind = target?.kind;
  const id = target ? (target.kind === 'space' ? target.spaceID : target.bookingID) : '';

  useEffect(() => {
    if (!kind || drawn?.visit === visit) return;
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
  }, [kind, id, visit, producerID, api, auth, queryClient, navigate, drawn]);

  if (!kind) return { status: 'none' };
  // Until the effect has started this visit's fetch, the record is loading.
  return state.visit === visit ? state.record : { status: 'loading' };
}
