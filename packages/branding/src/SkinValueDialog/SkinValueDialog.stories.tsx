import type { Story } from '@ladle/react';
import type { SkinGroupName } from '@greenroom/core';
import { useState } from 'react';
import { BrandingStoryPortal, STORY_SPACE_ID, storyItem } from '../stories/BrandingStoryPortal';
import { SkinValueDialog } from './SkinValueDialog';

export default { title: 'Branding / Dialogs / Skin Value Dialog' };

function Harness({ group, property }: { group: SkinGroupName; property: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open ? null : <p>Closed</p>}
      <SkinValueDialog open={open} spaceID={STORY_SPACE_ID} group={group} item={storyItem(group, property)} onClose={() => setOpen(false)} />
    </>
  );
}

/** A SingleNumber item. */
export const Number: Story = () => (
  <BrandingStoryPortal>
    <Harness group="worldSkin" property="lightIntensity" />
  </BrandingStoryPortal>
);

/** A Boolean item. */
export const Checkbox: Story = () => (
  <BrandingStoryPortal>
    <Harness group="worldSkin" property="showSponsorWall" />
  </BrandingStoryPortal>
);

/** A SingleColor item. */
export const Color: Story = () => (
  <BrandingStoryPortal>
    <Harness group="worldSkin" property="floorColor" />
  </BrandingStoryPortal>
);

/** Saving a number fails: 'An error occurred editing this property', the dialog stays. */
export const NumberError: Story = () => (
  <BrandingStoryPortal failing={['skins.updateWorld']}>
    <Harness group="worldSkin" property="lightIntensity" />
  </BrandingStoryPortal>
);

/** Saving a checkbox fails: 'An error occurred editing this checkbox'. */
export const CheckboxError: Story = () => (
  <BrandingStoryPortal failing={['skins.updateWorld']}>
    <Harness group="worldSkin" property="showSponsorWall" />
  </BrandingStoryPortal>
);

/** Saving a colour fails: 'An error occurred editing this color'. */
export const ColorError: Story = () => (
  <BrandingStoryPortal failing={['skins.updateWorld']}>
    <Harness group="worldSkin" property="floorColor" />
  </BrandingStoryPortal>
);

/** Saving never finishes. */
export const Saving: Story = () => (
  <BrandingStoryPortal pending={['skins.updateWorld']}>
    <Harness group="worldSkin" property="lightIntensity" />
  </BrandingStoryPortal>
);
