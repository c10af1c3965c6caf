import type { Story } from '@ladle/react';
import { createDemoSeed, createMemoryApi, type PortalApi } from '@greenroom/core';
import { useState } from 'react';
import { PortalFixture, type PortalFixtureProps } from '../testing/PortalFixture';
import { withFailingUsage } from '../testing/fixtures';
import { SpaceHeader } from './SpaceHeader';

interface HeaderStoryProps extends PortalFixtureProps {
  producerID?: string;
  role?: number;
  spaceID?: string;
  onSelectSpace?: (spaceID: string) => void;
  onSignOut?: () => void;
  onAdminMenu?: () => void;
}

const demoApi = (delay = 0) => createMemoryApi(createDemoSeed({ now: new Date('2026-11-21T15:00:00Z') }), { delay });

/** The header alone; picking a space (through navigate) shows it. */
function HeaderHost({ producerID = 'producer-1', role = 1, spaceID: initialSpaceID, navigate, onSelectSpace, onSignOut, onAdminMenu, ...props }: HeaderStoryProps) {
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
      <SpaceHeader
        producerID={producerID}
        role={role}
        spaceID={spaceID}
        onSelectSpace={onSelectSpace}
        onSignOut={onSignOut ?? (() => undefined)}
        onAdminMenu={onAdminMenu}
      />
    </PortalFixture>
  );
}

/** A producer's header for the Main Hall space (Chicago dates). */
export const Basic: Story<HeaderStoryProps> = (props) => {
  const [api] = useState<PortalApi>(() => props.api ?? demoApi());
  return <HeaderHost spaceID="space-1" {...props} api={api} />;
};

/** Projects and the space still loading. */
export const Loading: Story<HeaderStoryProps> = (props) => {
  const [api] = useState<PortalApi>(() => props.api ?? demoApi(86_400_000));
  return <HeaderHost spaceID="space-1" {...props} api={api} />;
};

/** No space selected yet: the picker and the buttons only. */
export const NoSpace: Story<HeaderStoryProps> = (props) => {
  const [api] = useState<PortalApi>(() => props.api ?? demoApi());
  return <HeaderHost {...props} api={api} />;
};

/** A super-admin: Space ID with copy and Admin Menu. */
export const SuperAdmin: Story<HeaderStoryProps> = (props) => {
  const [api] = useState<PortalApi>(() => props.api ?? demoApi());
  return <HeaderHost spaceID="space-1" producerID="producer-admin" role={0} {...props} api={api} />;
};

/** The usage call fails: 0 hours, no message. */
export const UsageError: Story<HeaderStoryProps> = (props) => {
  const [api] = useState<PortalApi>(() => props.api ?? withFailingUsage(demoApi()));
  return <HeaderHost spaceID="space-1" {...props} api={api} />;
};
