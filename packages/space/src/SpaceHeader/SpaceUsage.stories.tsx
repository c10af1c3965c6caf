import type { Story } from '@ladle/react';
import { useApi } from '@greenroom/core';
import { SpaceStoryPortal, type SpaceStoryBackend, type SpaceStoryProps } from '../testing/SpaceStoryPortal';
import type { SpaceWindowApi } from '../data/queries';
import { SpaceUsage } from './SpaceUsage';

export default { title: 'Space / Parts / Space Usage' };

type SpaceUsageStoryProps = SpaceStoryProps & { maximumUserHours?: number };

/** The usage of the provider's backend (SpaceStoryPortal's), as the header passes its api down. */
function UsageOnPortalApi({ spaceID, maximumUserHours }: { spaceID: string; maximumUserHours: number }) {
  const api = useApi<SpaceWindowApi>();
  return <SpaceUsage api={api} spaceID={spaceID} maximumUserHours={maximumUserHours} />;
}

function UsageStory({ backend, maximumUserHours = 40, spaceID = 'space-1', ...props }: SpaceUsageStoryProps & { backend?: SpaceStoryBackend }) {
  return (
    <SpaceStoryPortal spaceID={spaceID} backend={backend} {...props}>
      {(view) => <UsageOnPortalApi spaceID={view.spaceID ?? spaceID} maximumUserHours={maximumUserHours} />}
    </SpaceStoryPortal>
  );
}

/** The Main Hall's hours used out of 40, with the refresh button. */
export const Basic: Story<SpaceUsageStoryProps> = (props) => <UsageStory {...props} />;

/** The usage call has not answered: the hours used are blank and the refresh button spins. */
export const Loading: Story<SpaceUsageStoryProps> = (props) => <UsageStory backend="loading" {...props} />;

/** The usage call fails: 0.00 hours, no message. */
export const Error: Story<SpaceUsageStoryProps> = (props) => <UsageStory backend="usageError" {...props} />;
