import type { Story } from '@ladle/react';
import { SpaceStoryPortal, type SpaceStoryBackend, type SpaceStoryProps } from '../testing/SpaceStoryPortal';
import { SpaceHeader } from './SpaceHeader';

export default { title: 'Space / Panels / Space Header' };

/** The header alone; picking a space (through navigate) shows it. */
function HeaderStory(props: SpaceStoryProps & { backend?: SpaceStoryBackend }) {
  return <SpaceStoryPortal {...props}>{(view) => <SpaceHeader {...view} />}</SpaceStoryPortal>;
}

/** A producer's header for the Main Hall space (Chicago dates). */
export const Basic: Story<SpaceStoryProps> = (props) => <HeaderStory spaceID="space-1" {...props} />;

/** Projects and the space still loading. */
export const Loading: Story<SpaceStoryProps> = (props) => <HeaderStory spaceID="space-1" backend="loading" {...props} />;

/** No space selected yet: the picker and the buttons only. */
export const NoSpace: Story<SpaceStoryProps> = (props) => <HeaderStory {...props} />;

/** A super-admin: Space ID with copy and Admin Menu. */
export const SuperAdmin: Story<SpaceStoryProps> = (props) => <HeaderStory spaceID="space-1" producerID="producer-admin" role={0} {...props} />;

/** The usage call fails: 0 hours, no message. */
export const UsageError: Story<SpaceStoryProps> = (props) => <HeaderStory spaceID="space-1" backend="usageError" {...props} />;
