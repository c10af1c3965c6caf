import type { Story } from '@ladle/react';
import type { SkinGroupName, SkinItem } from '@greenroom/core';
import { useState } from 'react';
import { BrandingStoryPortal, storyItem } from '../stories/BrandingStoryPortal';
import { SkinPreviewDialog } from './SkinPreviewDialog';

export default { title: 'Branding / Dialogs / Skin Preview Dialog' };

function Harness({ item }: { item: SkinItem }) {
  const [open, setOpen] = useState(true);
  return (
    <BrandingStoryPortal>
      {open ? null : <p>Closed</p>}
      <SkinPreviewDialog open={open} item={item} onClose={() => setOpen(false)} />
    </BrandingStoryPortal>
  );
}

const preview = (group: SkinGroupName, property: string, value?: SkinItem['value']): Story =>
  function PreviewStory() {
    const item = storyItem(group, property);
    return <Harness item={value === undefined ? item : { ...item, value }} />;
  };

/** An Image item: the Header Logo. */
export const Image: Story = preview('uiSkin', 'thumbnailLogo');

/** A Video item. */
export const Video: Story = preview('worldSkin', 'welcomeVideo');

/** An Audio item. */
export const Audio: Story = preview('worldSkin', 'ambientAudio');

/** An ImageOrVideo item holding a video (by its .mp4 address). */
export const ImageOrVideoAsVideo: Story = preview('worldSkin', 'stageScreen');

/** An ImageOrVideo item holding an image. */
export const ImageOrVideoAsImage: Story = preview('uiSkin', 'landingPageAsset');

/** A SingleColor item: swatch and hex value. */
export const Color: Story = preview('worldSkin', 'floorColor');

/** The avatar colour list: one line per pair. */
export const AvatarColors: Story = preview('avatarSkin', 'avatarColors');

/** A SingleNumber item: the value as text. */
export const Number: Story = preview('worldSkin', 'lightIntensity');

/** A Boolean item: Yes or No. */
export const Checkbox: Story = preview('worldSkin', 'showSponsorWall');

/** An asset item with nothing uploaded yet. */
export const Empty: Story = preview('emailSkin', 'emailHeaderImage', '');
