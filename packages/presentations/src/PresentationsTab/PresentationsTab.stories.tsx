import type { Story } from '@ladle/react';
import { PresentationStoryPortal, STORY_SPACE_ID } from '../stories/PresentationStoryPortal';
import { PresentationsTab } from './PresentationsTab';

export default { title: 'Presentations / Panels / Presentations Tab' };

/** The demo space's two presentations, sorted by name, with NEW and per-row edit, upload and delete. */
export const Basic: Story = () => (
  <PresentationStoryPortal>
    <PresentationsTab spaceID={STORY_SPACE_ID} />
  </PresentationStoryPortal>
);

/** Names in mixed case and numbers: the list sorts them by name ascending. */
export const Sorted: Story = () => (
  <PresentationStoryPortal
    presentations={[
      { presentationID: 'p-a', spaceID: STORY_SPACE_ID, name: 'zeta review', slides: [] },
      { presentationID: 'p-b', spaceID: STORY_SPACE_ID, name: 'Deck 10', slides: [] },
      { presentationID: 'p-c', spaceID: STORY_SPACE_ID, name: 'Deck 2', slides: [] },
      { presentationID: 'p-d', spaceID: STORY_SPACE_ID, name: 'alpha', slides: [] },
    ]}
  >
    <PresentationsTab spaceID={STORY_SPACE_ID} />
  </PresentationStoryPortal>
);

/** The space is still being fetched. */
export const Loading: Story = () => (
  <PresentationStoryPortal pending={['spaces.get']}>
    <PresentationsTab spaceID={STORY_SPACE_ID} />
  </PresentationStoryPortal>
);

/** A space without presentations. */
export const Empty: Story = () => (
  <PresentationStoryPortal presentations={[]}>
    <PresentationsTab spaceID={STORY_SPACE_ID} />
  </PresentationStoryPortal>
);

/** The space could not be fetched. */
export const Error: Story = () => (
  <PresentationStoryPortal failing={['spaces.get']}>
    <PresentationsTab spaceID={STORY_SPACE_ID} />
  </PresentationStoryPortal>
);
