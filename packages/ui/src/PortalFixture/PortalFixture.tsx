import {
  createDemoSeed,
  createMemoryApi,
  createMemoryAuth,
  exampleLinks,
  PortalProvider,
  type AuthProvider,
  type PortalApi,
  type PortalLinks,
  type PortalProviderProps,
  type SelectionStore,
} from '@greenroom/core';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { GreenroomThemeProvider, useThemeMode } from '../theme/GreenroomThemeProvider';
import type { ThemeMode } from '../theme/tokens';
import { StoryLog } from './styles';

/** The moment the default in-memory backend's demo world is built around. @example createDemoSeed({ now: PORTAL_FIXTURE_NOW }) */
export const PORTAL_FIXTURE_NOW = new Date('2026-11-21T15:00:00Z');

/** What a story or test may replace in the portal around a component; everything is optional. @example const props: PortalFixtureProps = { navigate: vi.fn(), mode: 'dark' }; */
export interface PortalFixtureProps {
  /** The backend. Default: the in-memory demo world at {@link PORTAL_FIXTURE_NOW}, created once. */
  api?: PortalApi;
  /** How long the default backend takes to answer, in ms (default 0: at once). Ignored with `api`. */
  delay?: number;
  /** The identity service. Default: the in-memory one, signed in as 'producer'. */
  auth?: AuthProvider;
  /** Called on every navigation, which is also listed under the story. */
  navigate?: (path: string) => void;
  /** Called on every alert, which is also listed under the story. */
  alert?: (message: string) => void;
  /** Default: the provider's own selection store. */
  selection?: SelectionStore;
  /** Default 'Greenroom'. */
  productName?: string;
  /** Default: the provider's own client (one retry on a server error). */
  queryClient?: PortalProviderProps['queryClient'];
  /** Light or dark theme. Default: the mode of an enclosing theme provider (Ladle's switch), else light. */
  mode?: ThemeMode;
  /** Link hosts replacing some of {@link exampleLinks} (a constant: a new object means new links). */
  links?: Partial<PortalLinks>;
  children?: ReactNode;
}

/**
 * The theme and a PortalProvider on an in-memory backend, for stories and tests of the feature
 * packages: a component renders with no host, no router and no server around it. Navigations
 * and alerts go to the given spies and are listed under the story ('Story log'), so a reader
 * sees where the component sent the user.
 *
 * @example
 * <PortalFixture navigate={navigate} api={createMemoryApi(createDemoSeed(), { delay: 300 })}>
 *   <SpaceWindow producerID="producer-1" role={1} spaceID="space-1" />
 * </PortalFixture>
 */
export function PortalFixture({
  api,
  delay,
  auth,
  navigate,
  alert,
  selection,
  productName = 'Greenroom',
  queryClient,
  mode,
  links,
  children,
}: PortalFixtureProps) {
  const enclosingMode = useThemeMode();
  const theme = mode ?? enclosingMode;
  const [fallbackApi] = useState(() => api ?? createMemoryApi(createDemoSeed({ now: PORTAL_FIXTURE_NOW }), { delay }));
  const [fallbackAuth] = useState(() => auth ?? createMemoryAuth({ signedInAs: 'producer' }));
  const [log, setLog] = useState<string[]>([]);
  // navigate and alert keep their identity across renders (components run effects on them) and
  // call the latest spies.
  const spies = useRef({ navigate, alert });
  spies.current = { navigate, alert };
  const [portalNavigate] = useState(() => (path: string) => {
    spies.current.navigate?.(path);
    setLog((lines) => [...lines, `navigate ${path}`]);
  });
  const [portalAlert] = useState(() => (message: string) => {
    spies.current.alert?.(message);
    setLog((lines) => [...lines, `alert "${message}"`]);
  });
  const portalLinks = useMemo(() => (links ? { ...exampleLinks, ...links } : exampleLinks), [links]);
  return (
    <GreenroomThemeProvider mode={theme}>
      <PortalProvider
        api={api ?? fallbackApi}
        auth={auth ?? fallbackAuth}
        links={portalLinks}
        productName={productName}
        theme={theme}
        selection={selection}
        queryClient={queryClient}
        navigate={portalNavigate}
        alert={portalAlert}
      >
        {children}
        {log.length > 0 && (
          <StoryLog data-ui="PortalFixtureLog" aria-label="Story log">
            {log.join('\n')}
          </StoryLog>
        )}
      </PortalProvider>
    </GreenroomThemeProvider>
  );
}
