import type { Story } from '@ladle/react';
import { BrandingStoryPortal, STORY_SPACE_ID, STORY_SPACE_WITHOUT_QA } from '../stories/BrandingStoryPortal';
import { BrandingTab } from './BrandingTab';

export default { title: 'Branding / Panels / Branding Tab' };

/** In-Room for a regular producer (role 1): hidden items are not listed. */
export const Basic: Story = () => (
  <BrandingStoryPortal>
    <BrandingTab spaceID={STORY_SPACE_ID} role={1} />
  </BrandingStoryPortal>
);

/** In-Room for a super-admin (role 0): hidden items are listed too. */
export const SuperAdmin: Story = () => (
  <BrandingStoryPortal>
    <BrandingTab spaceID={STORY_SPACE_ID} role={0} />
  </BrandingStoryPortal>
);

/** A space lacking the Q&A display colours: they are listed with their defaults. */
export const QaColorDefaults: Story = () => (
  <BrandingStoryPortal>
    <BrandingTab spaceID={STORY_SPACE_WITHOUT_QA} role={1} />
  </BrandingStoryPortal>
);

/** The Web section: theme radio, 'Hightlight Color' and the web assets. */
export const Web: Story = () => (
  <BrandingStoryPortal>
    <BrandingTab spaceID={STORY_SPACE_ID} role={1} initialSection="web" />
  </BrandingStoryPortal>
);

/** The Email section: image items only. */
export const Email: Story = () => (
  <BrandingStoryPortal>
    <BrandingTab spaceID={STORY_SPACE_ID} role={1} initialSection="email" />
  </BrandingStoryPortal>
);

/** The space never arrives. */
export const Loading: Story = () => (
  <BrandingStoryPortal pending={['spaces.get']}>
    <BrandingTab spaceID={STORY_SPACE_ID} role={1} />
  </BrandingStoryPortal>
);

/** Changing the theme fails: the alert 'An error occurred changing the theme for this space'. */
export const ThemeError: Story = () => (
  <BrandingStoryPortal failing={['skins.updateUi']}>
    <BrandingTab spaceID={STORY_SPACE_ID} role={1} initialSection="web" />
  </BrandingStoryPortal>
);
