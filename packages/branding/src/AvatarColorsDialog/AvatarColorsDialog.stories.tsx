import type { Story } from '@ladle/react';
import { useState } from 'react';
import { BrandingStoryPortal, STORY_SPACE_ID, storyItem } from '../stories/BrandingStoryPortal';
import { AvatarColorsDialog } from './AvatarColorsDialog';

export default { title: 'Branding / Dialogs / Avatar Colors Dialog' };

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open ? null : <p>Closed</p>}
      <AvatarColorsDialog open={open} spaceID={STORY_SPACE_ID} item={storyItem('avatarSkin', 'avatarColors')} onClose={() => setOpen(false)} />
    </>
  );
}

/** The demo space's three pairs, five free slots. */
export const Basic: Story = () => (
  <BrandingStoryPortal>
    <Harness />
  </BrandingStoryPortal>
);

/** Saving fails: 'An error occurred updating avatar colors for this space'. */
export const SaveError: Story = () => (
  <BrandingStoryPortal failing={['skins.updateAvatar']}>
    <Harness />
  </BrandingStoryPortal>
);
