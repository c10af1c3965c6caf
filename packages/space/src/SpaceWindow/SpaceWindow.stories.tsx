import type { Story } from '@ladle/react';
import { createDemoSeed, createMemoryApi, type PortalApi } from '@greenroom/core';
import { useState } from 'react';
import { PortalFixture, type PortalFixtureProps } from '../testing/PortalFixture';
import { withFailingUsage } from '../testing/fixtures';
import { SpaceWindow, type SpaceTabId } from './SpaceWindow';

interface WindowStoryProps extends PortalFixtureProps {
  producerID?: string;
  role?: number;
  spaceID?: string;
  onTabChange?: (tab: SpaceTabId) => void;
  onSelectSpace?: (spaceID: string) => void;
  onSignOut?: () => void;
  onAdminMenu?: () => void;
}

const demoApi = (delay = 0) => createMemoryApi(createDemoSeed({ now: new Date('2026-11-21T15:00:00Z') }), { delay });

const tabs = {
  bookings: <p>Bookings panel</p>,
  calendar: ({ space }: { space: { spaceName: string } }) => <p>Calendars of {space.spaceName}</p>,
  branding: ({ space }: { space: { spaceName: string } }) => <p>Branding of {space.spaceName}</p>,
  presentations: ({ space }: { space: { spaceName: string } }) => <p>Presentations of {space.spaceName}</p>,
};

/** A host in miniature: the window's navigations to /space/{id} change the space shown. */
function WindowHost({ producerID = 'producer-1', role = 1, spaceID: initialSpaceID, navigate, onTabChange, onSelectSpace, onSignOut, onAdminMenu, ...props }: WindowStoryProps) {
  const [spaceID, setSpaceID] = useState(initialSpaceID);
  return (
    <PortalFixture
      {...props}
      navigate={(path) => {
        navigate?.(path);
        const match = /^\/space\/(.+)$/.exec(path);
        if (match) setSpaceID(match[1]);
      }}
    >
      <SpaceWindow
        producerID={producerID}
        role={role}
        spaceID={spaceID}
        tabs={tabs}
        onTabChange={onTabChange}
        onSelectSpace={onSelectSpace}
        onSignOut={onSignOut ?? (() => undefined)}
        onAdminMenu={onAdminMenu}
      />
    </PortalFixture>
  );
}

/** A producer (role 1) in the Main Hall space. */
export const Basic: Story<WindowStoryProps> = (props) => {
  const [api] = useState<PortalApi>(() => props.api ?? demoApi());
  return <WindowHost spaceID="space-1" {...props} api={api} />;
};

/** The space is still loading: Branding and Presentations are disabled. */
export const Loading: Story<WindowStoryProps> = (props) => {
  const [api] = useState<PortalApi>(() => props.api ?? demoApi(86_400_000));
  return <WindowHost spaceID="space-1" {...props} api={api} />;
};

/** No space selected: the picker and the welcome panel. */
export const NoSpace: Story<WindowStoryProps> = (props) => {
  const [api] = useState<PortalApi>(() => props.api ?? demoApi());
  return <WindowHost {...props} api={api} />;
};

/** A super-admin: Space ID with copy and the Admin Menu button. */
export const SuperAdmin: Story<WindowStoryProps> = (props) => {
  const [api] = useState<PortalApi>(() => props.api ?? demoApi());
  return <WindowHost spaceID="space-1" producerID="producer-admin" role={0} {...props} api={api} />;
};

/** The usage call fails: the header shows 0 hours, without a message. */
export const UsageError: Story<WindowStoryProps> = (props) => {
  const [api] = useState<PortalApi>(() => props.api ?? withFailingUsage(demoApi()));
  return <WindowHost spaceID="space-1" {...props} api={api} />;
};
