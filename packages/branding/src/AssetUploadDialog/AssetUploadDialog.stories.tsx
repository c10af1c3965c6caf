import type { Story } from '@ladle/react';
import type { SkinGroupName } from '@greenroom/core';
import { useState } from 'react';
import { BrandingStoryPortal, STORY_SPACE_ID, storyItem } from '../stories/BrandingStoryPortal';
import { AssetUploadDialog } from './AssetUploadDialog';

function Harness({ group, property }: { group: SkinGroupName; property: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open ? null : <p>Closed</p>}
      <AssetUploadDialog open={open} spaceID={STORY_SPACE_ID} group={group} item={storyItem(group, property)} onClose={() => setOpen(false)} />
    </>
  );
}

/** The Header Logo: PNG of exactly 145 x 145. */
export const HeaderLogo: Story = () => (
  <BrandingStoryPortal>
    <Harness group="uiSkin" property="thumbnailLogo" />
  </BrandingStoryPortal>
);

/** A Video item: MP4 up to 10 MB. */
export const Video: Story = () => (
  <BrandingStoryPortal>
    <Harness group="worldSkin" property="welcomeVideo" />
  </BrandingStoryPortal>
);

/** An Audio item: MP3 or WAV. */
export const Audio: Story = () => (
  <BrandingStoryPortal>
    <Harness group="worldSkin" property="ambientAudio" />
  </BrandingStoryPortal>
);

/** An ImageOrVideo item: the 'Asset Type' radio. */
export const ImageOrVideo: Story = () => (
  <BrandingStoryPortal>
    <Harness group="uiSkin" property="landingPageAsset" />
  </BrandingStoryPortal>
);

/** The file upload never finishes: progress with a cancel button. */
export const Uploading: Story = () => (
  <BrandingStoryPortal pending={['uploads.put']}>
    <Harness group="uiSkin" property="thumbnailLogo" />
  </BrandingStoryPortal>
);

/** The upload fails: 'An error occurred uploading the image'. */
export const UploadError: Story = () => (
  <BrandingStoryPortal failing={['uploads.put']}>
    <Harness group="uiSkin" property="thumbnailLogo" />
  </BrandingStoryPortal>
);
