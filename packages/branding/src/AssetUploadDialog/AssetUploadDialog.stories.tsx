import type { Story } from '@ladle/react';
import { createMemoryApi, type PortalApi, type SkinGroupName } from '@greenroom/core';
import { useState } from 'react';
import { BrandingStoryPortal, brandingStorySeed, STORY_SPACE_ID, storyItem } from '../stories/BrandingStoryPortal';
import { AssetUploadDialog } from './AssetUploadDialog';

export default { title: 'Branding / Dialogs / Asset Upload Dialog' };

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

/** The demo backend, except that a file PUT reports 40% sent and then waits until it is cancelled. */
function halfwayBackend(): PortalApi {
  const api = createMemoryApi(brandingStorySeed());
  const put: PortalApi['uploads']['put'] = ({ file, onProgress, signal }) => {
    onProgress?.(file.size * 0.4, file.size);
    return new Promise<void>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
  };
  return { ...api, uploads: { ...api.uploads, put } };
}

/** The file is on its way: the bar shows 40% sent, with a cancel button. */
export const UploadHalfway: Story = () => {
  const [api] = useState(halfwayBackend);
  return (
    <BrandingStoryPortal api={api}>
      <Harness group="uiSkin" property="thumbnailLogo" />
    </BrandingStoryPortal>
  );
};

/** The file has arrived but the upload never finishes: the bar is full, with a cancel button. */
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
