import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PortalApi } from '../api/PortalApi';
import type { AuthProvider } from '../auth';
import type { PortalLinks } from '../links';
import { createSelectionStore, type SelectionStore } from '../state/selectionStore';
import { PortalContext, type PortalContextValue, type PortalTheme } from './PortalContext';
import { createPortalQueryClient } from './queryClient';
import { checkQueryClient } from '../singleton';
import { TextsProvider, type TextOverrides } from '../texts/TextsProvider';

/** Props of PortalProvider. @example const props: PortalProviderProps = { api, auth, links, productName: 'Greenroom', navigate }; */
export interface PortalProviderProps {
  /** The backend adapter (createHttpApi, createMemoryApi, a partner's own). */
  api: PortalApi;
  /** The identity provider (createServerAuth, createMemoryAuth, a partner's own). */
  auth: AuthProvider;
  /** Public hosts the intake, mobile-hybrid, photo-album, Q&A-display, sign-up, attendee-join, bridge and calendar links are built on. */
  links: PortalLinks;
  /** The product's name (the welcome panel greets with it). */
  productName: string;
  /** Moves the host to a path (the features never import a router). */
  navigate: (path: string) => void;
  /** The clock; default the real one. */
  now?: () => Date;
  /** Default 'light'. */
  theme?: PortalTheme;
  /** Default window.alert. */
  alert?: (message: string) => void;
  /** Default: one createPortalQueryClient() per provider. */
  queryClient?: QueryClient;
  /** Default: one createSelectionStore() per provider. */
  selection?: SelectionStore;
  /** BCP 47 locale of the texts and of date and number formats ('en' or 'de'; 'de-AT' falls back to 'de'). Default 'en'. */
  locale?: string;
  /** Overrides of any text of any panel, by table (`{ bookings: { guests: { list: { newGuest: '…' } } } }`); memoise it. */
  texts?: TextOverrides;
  children?: ReactNode;
}

const LINK_NAMES: (keyof PortalLinks)[] = ['intake', 'mobileHybrid', 'photoAlbum', 'qaDisplay', 'signUp', 'attendeeJoin', 'bridge', 'calendar'];

/** Names every missing or malformed required prop, so a host sees at once what it forgot. */
function describeProblems(props: Partial<PortalProviderProps>): string[] {
  const problems: string[] = [];
  if (typeof props.api !== 'object' || props.api === null) {
    problems.push('`api` (a PortalApi adapter such as createHttpApi or createMemoryApi)');
  }
  if (typeof props.auth !== 'object' || props.auth === null) {
    problems.push('`auth` (an AuthProvider such as createServerAuth or createMemoryAuth)');
  }
  if (typeof props.links !== 'object' || props.links === null) {
    problems.push('`links` (the PortalLinks hosts, e.g. from GET /api/config)');
  } else {
    const links = props.links;
    const absent = LINK_NAMES.filter((name) => typeof links[name] !== 'string');
    if (absent.length > 0) problems.push(`\`links\` entries ${absent.join(', ')} (each a base URL string)`);
  }
  if (typeof props.productName !== 'string' || props.productName.trim() === '') {
    problems.push('`productName` (the product name, a non-empty string)');
  }
  if (typeof props.navigate !== 'function') {
    problems.push('`navigate` (a function (path: string) => void that moves the host to a route)');
  }
  return problems;
}

const realClock = () => new Date();
const windowAlert = (message: string) => window.alert(message);

/**
 * Provides the api, auth, links, product name, clock, navigate, theme and alert to every feature,
 * plus a TanStack QueryClient and the selection store (each created once when not passed). Throws
 * an Error naming every missing required prop.
 * @example
 * <PortalProvider
 *   api={createMemoryApi(createDemoSeed())}
 *   auth={createMemoryAuth({ signedInAs: 'admin' })}
 *   links={config.links}
 *   productName="Greenroom"
 *   navigate={(path) => router.navigate(path)}
 * >
 *   <SpaceWindow />
 * </PortalProvider>
 */
export function PortalProvider(props: PortalProviderProps) {
  const problems = describeProblems(props);
  if (problems.length > 0) {
    throw new Error(`<PortalProvider> is missing required props: ${problems.join('; ')}.`);
  }
  const { api, auth, links, productName, navigate, now = realClock, theme = 'light', alert = windowAlert, children } = props;
  // Created once per provider (cheap when unused), so a host may start or stop passing its own.
  const [ownQueryClient] = useState(createPortalQueryClient);
  const [ownSelection] = useState(() => createSelectionStore());
  const queryClient = props.queryClient ?? ownQueryClient;
  // A host's client from a second copy of react-query is named in development, not left to fail as "No QueryClient set".
  useEffect(() => {
    if (props.queryClient) checkQueryClient(props.queryClient);
  }, [props.queryClient]);
  const selection = props.selection ?? ownSelection;

  const value = useMemo<PortalContextValue>(
    () => ({ api, auth, links, productName, now, navigate, theme, alert, queryClient, selection }),
    [api, auth, links, productName, now, navigate, theme, alert, queryClient, selection],
  );

  return (
    <PortalContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <TextsProvider locale={props.locale} texts={props.texts}>
          {children}
        </TextsProvider>
      </QueryClientProvider>
    </PortalContext.Provider>
  );
}
