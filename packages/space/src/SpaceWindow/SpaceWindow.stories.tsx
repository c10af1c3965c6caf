import type { Story } from '@ladle/react';
import { SpaceStoryPortal, type SpaceStoryBackend, type SpaceStoryProps } from '../testing/SpaceStoryPortal';
import { SpaceWindow, type SpaceTabId, type SpaceWindowProps } from './SpaceWindow';

export default { title: 'Space / Panels / Space Window' };

interface WindowStoryProps extends SpaceStoryProps {
  onTabChange?: (tab: SpaceTabId) => void;
}

const tabs: SpaceWindowProps['tabs'] = {
  bookings: <p>Bookings panel</p>,
  calendar: ({ space }) => <p>Calendars of {space.spaceName}</p>,
  branding: ({ space }) => <p>Branding of {space.spaceName}</p>,
  presentations: ({ space }) => <p>Presentations of {space.spaceName}</p>,
};

/** A host in miniature: the window's navigations to /space/{id} change the space shown. */
function WindowStory({ onTabChange, ...props }: WindowStoryProps & { backend?: SpaceStoryBackend }) {
  return <SpaceStoryPortal {...props}>{(view) => <SpaceWindow {...view} tabs={tabs} onTabChange={onTabChange} />}</SpaceStoryPortal>;
}

/** A producer (role 1) in the Main Hall space. */
export const Basic: Story<WindowStoryProps> = (props) => <WindowStory spaceID="space-1" {...props} />;

/** The space is still loading: Branding and Presentations are disabled. */
export const Loading: Story<WindowStoryProps> = (props) => <WindowStory spaceID="space-1" backend="loading" {...props} />;

/** No space selected: the picker and the welcome panel. */
export const NoSpace: Story<WindowStoryProps> = (props) => <WindowStory {...props} />;

/** A super-admin: Space ID with copy and the Admin Menu button. */
export const SuperAdmin: Story<WindowStoryProps> = (props) => <WindowStory spaceID="space-1" producerID="producer-admin" role={0} {...props} />;

/** The usage call fails: the header shows 0 hours, without a message. */
export const UsageError: Story<WindowStoryProps> = (props) => <WindowStory spaceID="space-1" backend="usageError" {...props} />;

/** The space cannot be loaded: 'Error getting this space' with RETRY, and no tabs. */
export const SpaceError: Story<WindowStoryProps> = (props) => <WindowStory spaceID="space-missing" {...props} />;
