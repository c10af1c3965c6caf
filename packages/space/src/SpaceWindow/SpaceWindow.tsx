import { useAlert, useApi, useNavigate, useSelectionStore, useTexts, type Space } from '@greenroom/core';
import { Button, EmptyState, LoadingScreen, Tabs, type TabItem } from '@greenroom/ui';
import { CircleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useProjectsWithSpaces, useSpaceQuery, type SpaceWindowApi } from '../data/queries';
import { SpaceHeader } from '../SpaceHeader/SpaceHeader';
import { spaceTextTable } from '../texts';
import { WelcomePanel } from '../WelcomePanel/WelcomePanel';
import { SpaceWindowRoot, TabsArea } from './styles';

/** The tabs of the space window, in order: the spec's four, then Integrations (ours, shown when given). */
export type SpaceTabId = 'bookings' | 'calendar' | 'branding' | 'presentations' | 'integrations';

/** The spec's four tabs, which every host gives; `integrations` (API keys and webhooks, issue 28) is optional. */
export type SpaceTabs = Record<Exclude<SpaceTabId, 'integrations'>, SpaceTabContent> & { integrations?: SpaceTabContent };

/** What a tab shows: a node, or a function of the loaded space (called once it has loaded). */
export type SpaceTabContent = ReactNode | ((context: { space: Space }) => ReactNode);

export interface SpaceWindowProps {
  /** The producer signed in. */
  producerID: string;
  /** The producer's role (0 = super-admin). */
  role: number;
  /** The selected space; without one the welcome panel shows. */
  spaceID?: string;
  /** Content of each tab (the feature panels); the Integrations tab shows only when given. */
  tabs: SpaceTabs;
  /** A space was picked in the header (the window then goes to /space/{spaceID}). */
  onSelectSpace?: (spaceID: string) => void;
  /** The user switched tab (the window then clears the selected booking and calendar and goes to /space/{spaceID}). */
  onTabChange?: (tab: SpaceTabId) => void;
  /** The pointer entered a tab or it took focus: a host that loads a tab's code on demand loads it now, so the tab opens without a loading screen. */
  onTabIntent?: (tab: SpaceTabId) => void;
  onSignOut: () => void;
  /** The Admin Menu button (super-admins only). */
  onAdminMenu?: () => void;
  /** Overrides the provider's API (spaces.get, spaces.usage, projects.listWithSpaces). */
  api?: SpaceWindowApi;
  /** Extra controls for the header's actions (e.g. the host's theme switch). */
  headerActions?: ReactNode;
}

const TAB_ORDER: SpaceTabId[] = ['bookings', 'calendar', 'branding', 'presentations', 'integrations'];
/** Tabs that need the loaded space (its project), disabled while it loads. */
const NEEDS_SPACE: readonly SpaceTabId[] = ['branding', 'presentations', 'integrations'];
/** Switching tab clears the selected booking and calendar (docs/reference/portal.md §2), not the presentation. */
const TAB_SWITCH_CLEARS = ['bookings', 'calendars'] as const;

/**
 * The main producer screen (/space/{spaceID}): the header and the Bookings, Calendar, Branding
 * and Presentations tabs. Branding and Presentations are disabled while the space loads; a space
 * that fails to load shows 'Error getting this space' with RETRY instead of the tabs (no booking
 * is shown without its space); a tab switch clears the selected booking and calendar and returns the address to /space/{spaceID};
 * a new space opens on Bookings. With no space selected it shows the welcome panel. The header is
 * the page's banner and the rest its one main landmark.
 *
 * @example
 * <SpaceWindow
 *   producerID={session.producerID}
 *   role={role}
 *   spaceID={params.spaceId}
 *   onSignOut={signOut}
 *   onAdminMenu={() => navigate('/admin-menu')}
 *   tabs={{
 *     bookings: <BookingsPanel />,
 *     calendar: ({ space }) => <CalendarTab spaceID={space.spaceID} />,
 *     branding: ({ space }) => <BrandingTab space={space} />,
 *     presentations: ({ space }) => <PresentationsTab space={space} />,
 *   }}
 * />
 */
export function SpaceWindow({
  producerID,
  role,
  spaceID,
  tabs,
  onSelectSpace,
  onTabChange,
  onTabIntent,
  onSignOut,
  onAdminMenu,
  api: apiOverride,
  headerActions,
}: SpaceWindowProps) {
  const api = useApi<SpaceWindowApi>(apiOverride);
  const navigate = useNavigate();
  const alert = useAlert();
  const texts = useTexts(spaceTextTable);
  const selection = useSelectionStore();
  const space = useSpaceQuery(api, spaceID, producerID);
  const projects = useProjectsWithSpaces(api, producerID);

  // The tab belongs to the space it was chosen in: another space starts on Bookings.
  const [chosen, setChosen] = useState<{ spaceID?: string; tab: SpaceTabId }>({ spaceID, tab: 'bookings' });
  const tab = chosen.spaceID === spaceID ? chosen.tab : 'bookings';

  const reportedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!space.isError || !spaceID || reportedFor.current === spaceID) return;
    reportedFor.current = spaceID;
    alert(texts.spaceError);
  }, [space.isError, spaceID, alert, texts]);

  const selectSpace = useCallback(
    (id: string) => {
      selection.getState().selectSpace(id);
      setChosen({ spaceID: id, tab: 'bookings' });
      onSelectSpace?.(id);
    },
    [selection, onSelectSpace],
  );

  const changeTab = (id: string) => {
    const next = id as SpaceTabId;
    setChosen({ spaceID, tab: next });
    selection.getState().resetFeatureSelections(TAB_SWITCH_CLEARS);
    if (spaceID) navigate(`/space/${spaceID}`);
    onTabChange?.(next);
  };

  const loading = Boolean(spaceID) && space.isPending;
  const items: TabItem[] = TAB_ORDER.filter((id) => tabs[id] !== undefined).map((id) => ({
    id,
    label: texts.tabs[id],
    disabled: loading && NEEDS_SPACE.includes(id),
    onIntent: onTabIntent && (() => onTabIntent(id)),
  }));
  const loaded = spaceID !== undefined && space.data?.spaceID === spaceID ? space.data : undefined;
  // No tabs without their space: its bookings would show with no project, name, dates or usage.
  const failed = spaceID !== undefined && space.isError && !loaded;

  return (
    <SpaceWindowRoot data-ui="SpaceWindow">
      <SpaceHeader
        api={api}
        producerID={producerID}
        role={role}
        spaceID={spaceID}
        onSelectSpace={selectSpace}
        onSignOut={onSignOut}
        onAdminMenu={onAdminMenu}
        actions={headerActions}
      />
      <TabsArea>
        {failed ? (
          <EmptyState
            icon={<CircleAlert />}
            message={texts.spaceError}
            action={
              <Button variant="secondary" busy={space.isFetching} onClick={() => void space.refetch()}>
                {texts.retry}
              </Button>
            }
          />
        ) : spaceID ? (
          <Tabs label={loaded?.spaceName ?? texts.tabsLabel} items={items} value={tab} onChange={changeTab}>
            <TabContent content={tabs[tab]} space={loaded} loading={space.isPending} />
          </Tabs>
        ) : (
          <WelcomePanel noProjects={projects.data?.length === 0} />
        )}
      </TabsArea>
    </SpaceWindowRoot>
  );
}

function TabContent({ content, space, loading }: { content: SpaceTabContent | undefined; space?: Space; loading: boolean }) {
  if (typeof content !== 'function') return <>{content}</>;
  if (space) return <>{content({ space })}</>;
  return loading ? <LoadingScreen fullScreen={false} /> : null;
}
