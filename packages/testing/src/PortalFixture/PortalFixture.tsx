import {
  createDemoSeed,
  createMemoryApi,
  createMemoryAuth,
  createSelectionStore,
  exampleLinks,
  type AuthProvider,
  type InitialSelection,
  type MemorySeed,
  type PortalApi,
  type PortalLinks,
  type PortalProviderProps,
  type SelectionStore,
} from '@greenroom/core';
import { GreenroomProvider, type Appearance, type AppearanceTheme } from '@greenroom/ui';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { createApiControl, type ApiCall } from '../controlApi';
import { useFixtureScope } from './fixtureScope';
import { StoryLog } from './styles';

/** The moment the default in-memory backend's demo world is built around. @example createDemoSeed({ now: PORTAL_FIXTURE_NOW }) */
export const PORTAL_FIXTURE_NOW = new Date('2026-11-21T15:00:00Z');

/** What a story or test may replace in the portal around a component; everything is optional. @example const props: PortalFixtureProps = { navigate: vi.fn(), mode: 'dark' }; */
export interface PortalFixtureProps {
  /** The backend. Default: the in-memory backend over `seed`, created once. */
  api?: PortalApi;
  /** The default backend's data. Default: the demo world at `now` (else {@link PORTAL_FIXTURE_NOW}). Ignored with `api`. */
  seed?: MemorySeed;
  /**
   * The provider's clock (what `useNow()` reads): a moment the clock stands still at, or a clock
   * function (e.g. `() => new Date()` under fake timers). The default demo world is built around it.
   * Default: the real clock, with the demo world at {@link PORTAL_FIXTURE_NOW}.
   */
  now?: Date | (() => Date);
  /** How long the default backend takes to answer in Ladle, in ms (default 0). Under renderStory it always answers at once. */
  delay?: number;
  /** Calls that never answer in Ladle (a loading or saving state); a test releases them through its control. */
  pending?: readonly ApiCall[];
  /** Calls that fail: with HttpError 500 'Internal error', or with the error given beside the call. */
  failing?: readonly (ApiCall | { call: ApiCall; error: unknown })[];
  /** The identity service. Default: the in-memory one, signed in as 'producer'. */
  auth?: AuthProvider;
  /** Called on every navigation, which is also listed under the story. */
  navigate?: (path: string) => void;
  /** Called on every alert, which is also listed under the story. */
  alert?: (message: string) => void;
  /** Default: a store of the fixture's own, starting with `initialSelection`. */
  selection?: SelectionStore;
  /** What the fixture's own selection store starts with (e.g. `{ spaceID, features: { calendars: 'c1' } }`). */
  initialSelection?: InitialSelection;
  /** Default 'Greenroom'. */
  productName?: string;
  /** Default: the provider's own client (one retry on a server error); under renderStory one without retries. */
  queryClient?: PortalProviderProps['queryClient'];
  /** 'light', 'dark' or 'system' (shorthand for `appearance.theme`). Default: the enclosing theme provider's (Ladle's toolbar), else light. */
  mode?: AppearanceTheme;
  /** How the portal looks (theme, brand colours, density, part overrides), over an enclosing provider's. Default: the enclosing provider's. */
  appearance?: Appearance;
  /** Locale of the texts, dates and numbers ('en', 'de'). Default: the enclosing provider's (Ladle's toolbar), else 'en'. */
  locale?: string;
  /** Text overrides by table, as a host passes them. */
  texts?: PortalProviderProps['texts'];
  /** Link hosts replacing some of {@link exampleLinks} (a constant: a new object means new links). */
  links?: Partial<PortalLinks>;
  children?: ReactNode;
}

/** Copies the values (not the actions) of a selection built from `initial` into `store`. */
function applySelection(store: SelectionStore, initial: InitialSelection): void {
  const { projectID, spaceID, features } = createSelectionStore(initial).getState();
  store.setState({ projectID, spaceID, features });
}

/**
 * GreenroomProvider (the theme with its `appearance`, and the PortalProvider) on an in-memory
 * backend, for stories and tests of the feature packages: a component renders with no host, no
 * router and no server around it. Navigations
 * and alerts go to the given spies and are listed under the story ('Story log'). A story states
 * its situation (`seed`, `pending`, `failing`, `initialSelection`); under `renderStory` the test's
 * scope wins: its api control, spies, stores, and answers at once.
 *
 * @example
 * export const Loading: Story = () => (
 *   <PortalFixture delay={300} pending={['calendars.list']}>
 *     <CalendarList spaceID="space-1" onOpenCalendar={() => {}} />
 *   </PortalFixture>
 * );
 * export const PartnerColours: Story = () => (
 *   <PortalFixture appearance={{ theme: 'dark', variables: { colorPrimary: '#4fd1c5', density: 'compact' } }}>
 *     <CalendarList spaceID="space-1" onOpenCalendar={() => {}} />
 *   </PortalFixture>
 * );
 */
export function PortalFixture({
  api,
  seed,
  now,
  delay,
  pending = [],
  failing = [],
  auth,
  navigate,
  alert,
  selection,
  initialSelection,
  productName = 'Greenroom',
  queryClient,
  mode,
  appearance,
  links,
  locale,
  texts,
  children,
}: PortalFixtureProps) {
  const scope = useFixtureScope();
  // Everything below is decided once, on the first render.
  const [clock] = useState(() => (now === undefined ? undefined : typeof now === 'function' ? now : () => new Date(now.valueOf())));
  const [portalApi] = useState(() => {
    const control = scope?.control ?? createApiControl();
    for (const call of pending) control.hold(call);
    for (const failure of failing) {
      if (typeof failure === 'string') control.fail(failure);
      else control.fail(failure.call, failure.error);
    }
    // A fixture nested in another one under the same test shares its backend.
    if (control.wrapping) return control.api;
    const backend =
      scope?.api ?? api ?? createMemoryApi(seed ?? createDemoSeed({ now: clock?.() ?? PORTAL_FIXTURE_NOW }), { delay: scope ? 0 : delay });
    return control.wrap(backend);
  });
  const [portalAuth] = useState(() => scope?.auth ?? auth ?? createMemoryAuth({ signedInAs: 'producer' }));
  const [portalSelection] = useState(() => {
    if (scope) {
      if (initialSelection && !scope.selectionGiven) applySelection(scope.selection, initialSelection);
      return scope.selection;
    }
    return selection ?? createSelectionStore(initialSelection);
  });
  const [log, setLog] = useState<string[]>([]);
  // navigate and alert keep their identity across renders (components run effects on them) and
  // call the latest spies.
  const spies = useRef({ navigate, alert, scope });
  spies.current = { navigate, alert, scope };
  const [portalNavigate] = useState(() => (path: string) => {
    spies.current.navigate?.(path);
    spies.current.scope?.navigate(path);
    setLog((lines) => [...lines, `navigate ${path}`]);
  });
  const [portalAlert] = useState(() => (message: string) => {
    spies.current.alert?.(message);
    spies.current.scope?.alert(message);
    setLog((lines) => [...lines, `alert "${message}"`]);
  });
  const portalLinks = useMemo(() => (links ? { ...exampleLinks, ...links } : exampleLinks), [links]);
  return (
    <GreenroomProvider
      theme={mode}
      appearance={appearance}
      locale={locale}
      texts={texts}
      api={portalApi}
      auth={portalAuth}
      links={portalLinks}
      productName={productName}
      now={clock}
      selection={portalSelection}
      queryClient={scope?.queryClient ?? queryClient}
      navigate={portalNavigate}
      alert={portalAlert}
    >
      {children}
      {log.length > 0 && (
        <StoryLog data-ui="PortalFixtureLog" aria-label="Story log">
          {log.join('\n')}
        </StoryLog>
      )}
    </GreenroomProvider>
  );
}
