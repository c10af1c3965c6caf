import { createDemoSeed, createMemoryApi, type PortalApi } from '@greenroom/core';
import { PORTAL_FIXTURE_NOW, PortalFixture, type PortalFixtureProps } from '@greenroom/testing';
import { useState, type ReactNode } from 'react';
import type { SpaceHeaderProps } from '../SpaceHeader/SpaceHeader';
import { withFailingUsage } from './fixtures';

/** The props the header and the window take from a story. */
export type SpaceStoryView = Omit<SpaceHeaderProps, 'api'>;

/**
 * What every header and window story accepts, so tests can hand in their own pieces; `spaceID`
 * is the space shown first (a navigation to /space/{id} shows another).
 */
export interface SpaceStoryProps extends PortalFixtureProps, Partial<SpaceStoryView> {}

/** The demo backend as a story wants it: answering at once, never (loading), or with a broken usage call. */
export type SpaceStoryBackend = 'demo' | 'loading' | 'usageError';

function storyApi(backend: SpaceStoryBackend): PortalApi {
  const demo = () => createMemoryApi(createDemoSeed({ now: PORTAL_FIXTURE_NOW }), { delay: backend === 'loading' ? 86_400_000 : 0 });
  return backend === 'usageError' ? withFailingUsage(demo()) : demo();
}

const SPACE_PATH = /^\/space\/(.+)$/;

/**
 * A host in miniature for the space stories: the portal fixture on the demo backend (unless
 * `api` is given), a producer ('producer-1', role 1 by default), and navigations to /space/{id}
 * changing the space shown, as the real host's router would.
 * @example
 * export const Basic: Story<SpaceStoryProps> = (props) => (
 *   <SpaceStoryPortal spaceID="space-1" {...props}>{(view) => <SpaceHeader {...view} />}</SpaceStoryPortal>
 * );
 */
export function SpaceStoryPortal({
  backend = 'demo',
  producerID = 'producer-1',
  role = 1,
  spaceID: initialSpaceID,
  api,
  navigate,
  onSelectSpace,
  onSignOut,
  onAdminMenu,
  children,
  ...portal
}: Omit<SpaceStoryProps, 'children'> & { backend?: SpaceStoryBackend; children: (view: SpaceStoryView) => ReactNode }) {
  const [shownApi] = useState(() => api ?? storyApi(backend));
  const [spaceID, setSpaceID] = useState(initialSpaceID);
  return (
    <PortalFixture
      {...portal}
      api={shownApi}
      navigate={(path) => {
        navigate?.(path);
        const match = SPACE_PATH.exec(path);
        if (match) setSpaceID(match[1]);
      }}
    >
      {children({ producerID, role, spaceID, onSelectSpace, onSignOut: onSignOut ?? (() => undefined), onAdminMenu })}
    </PortalFixture>
  );
}
