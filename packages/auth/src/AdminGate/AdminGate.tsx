import { queryKeys, useAlert, useApi, useAuth, useNavigate, useTexts, type AuthProvider, type PortalApi } from '@greenroom/core';
import { LoadingScreen } from '@greenroom/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { authTextTable } from '../texts';
import { useGateIdentity } from './useGateIdentity';

/** The role allowed past the gate: the super-admin. */
const SUPER_ADMIN_ROLE = 0;

export interface AdminGateProps {
  /** The admin page, rendered only for a super-admin. */
  children: ReactNode;
  /** Overrides the provider's API (only `producers.getRole` is used). */
  api?: Pick<PortalApi, 'producers'>;
  /** Overrides the provider's identity adapter. */
  auth?: AuthProvider;
}

type Verdict = 'checking' | 'allowed' | 'noPrivileges' | 'expired';

/**
 * The access gate of every admin page (docs/reference/portal.md §4): no stored producerID gives
 * 'You do not have privileges to access this page.', no valid session gives
 * 'Your session has expired. Please sign in again.', and otherwise the role is fetched and only
 * role 0 sees the page (a role the host cached from the session the server has just answered,
 * marked fresh with `meta.freshUntil`, is taken without a call). Every refusal goes to /. Shows the
 * loading screen while checking.
 *
 * @example
 * <AdminGate>
 *   <ProducerAdminPage />
 * </AdminGate>
 */
export function AdminGate({ children, api: apiOverride, auth: authOverride }: AdminGateProps) {
  const api = useApi(apiOverride);
  const auth = useAuth(authOverride);
  const navigate = useNavigate();
  const alert = useAlert();
  const texts = useTexts(authTextTable);
  const identity = useGateIdentity(auth);
  const producerID = identity.kind === 'signedIn' ? identity.producerID : '';

  const role = useQuery({
    queryKey: queryKeys.producers.role(producerID),
    queryFn: ({ signal }) => api.producers.getRole({ producerID, signal }),
    enabled: identity.kind === 'signedIn',
    retry: false,
    // Asked on every gate, except for a role the host has just put in the cache from the session
    // the server answered (marked with `meta.freshUntil`, e.g. the portal's first screen).
    staleTime: (query) => (Number(query.options.meta?.freshUntil) > Date.now() ? Infinity : 0),
  });

  const verdict: Verdict =
    identity.kind === 'checking'
      ? 'checking'
      : identity.kind === 'noProducer'
        ? 'noPrivileges'
        : identity.kind === 'expired'
          ? 'expired'
          : role.isPending || role.isFetching
            ? 'checking'
            : role.isSuccess && role.data === SUPER_ADMIN_ROLE
              ? 'allowed'
              : 'noPrivileges';

  const refused = useRef(false);
  useEffect(() => {
    if (verdict === 'checking' || verdict === 'allowed' || refused.current) return;
    refused.current = true;
    alert(verdict === 'expired' ? texts.sessionExpired : texts.noPrivileges);
    navigate('/');
  }, [verdict, alert, navigate, texts]);

  if (verdict === 'allowed') return <>{children}</>;
  return <LoadingScreen />;
}
