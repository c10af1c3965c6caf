import { createDemoSeed, FIRST_VERSION, type MemorySeed, type SkinGroupName, type SkinItem } from '@greenroom/core';
import { PORTAL_FIXTURE_NOW, PortalFixture, type PortalFixtureProps } from '@greenroom/testing';

/** The space the stories show (full skins, with a hidden item). */
export const STORY_SPACE_ID = 'space-1';
/** A space of the demo world lacking the Q&A display colours (their defaults show). */
export const STORY_SPACE_WITHOUT_QA = 'space-2';

/**
 * The demo world at the fixture's moment.
 * @example const seed = brandingStorySeed();
 */
export function brandingStorySeed(): MemorySeed {
  return createDemoSeed({ now: PORTAL_FIXTURE_NOW });
}

/**
 * The portal fixture as the branding stories want it: the demo world, the demo space selected and
 * a backend answering after 300 ms in Ladle (at once under renderStory).
 * @example <BrandingStoryPortal><BrandingTab spaceID={STORY_SPACE_ID} role={1} /></BrandingStoryPortal>
 */
export function BrandingStoryPortal(fixture: PortalFixtureProps) {
  return <PortalFixture delay={300} seed={brandingStorySeed()} initialSelection={{ spaceID: STORY_SPACE_ID }} {...fixture} />;
}

/**
 * One skin item of the stories' space as the backend answers it (seeded without a version, so at
 * the first).
 * @example const logo = storyItem('uiSkin', 'thumbnailLogo');
 */
export function storyItem(group: SkinGroupName, property: string): SkinItem {
  const space = brandingStorySeed().spaces?.find((s) => s.spaceID === STORY_SPACE_ID);
  const item = space?.[group][property];
  if (!item) throw new Error(`The demo space has no ${group}.${property}`);
  return { ...item, version: item.version ?? FIRST_VERSION };
}
