import { createDemoSeed, type MemorySeed, type Presentation } from '@greenroom/core';
import { PORTAL_FIXTURE_NOW, PortalFixture, type PortalFixtureProps } from '@greenroom/testing';

/** The space the stories show. */
export const STORY_SPACE_ID = 'space-1';
/** The demo deck with three slides ('Keynote Deck'). */
export const STORY_DECK_ID = 'presentation-1';

/**
 * The demo world at the fixture's moment; `presentations` replaces the decks of the story space.
 * @example presentationStorySeed([]) // a space without presentations
 */
export function presentationStorySeed(presentations?: Omit<Presentation, 'thumbnailRoot'>[]): MemorySeed {
  const seed = createDemoSeed({ now: PORTAL_FIXTURE_NOW });
  if (!presentations) return seed;
  const spaces = (seed.spaces ?? []).map((space) =>
    space.spaceID === STORY_SPACE_ID
      ? {
          ...space,
          presentations: Object.fromEntries(presentations.map((p) => [p.presentationID, { presentationID: p.presentationID, presentationName: p.name }])),
        }
      : space,
  );
  const demo = seed.presentations ?? [];
  const others = demo.filter((p) => p.spaceID !== STORY_SPACE_ID);
  // The decks given show their slides from the demo decks' thumbnail root (a real placeholder picture).
  const thumbnailRoot = demo[0]?.thumbnailRoot ?? '';
  return { ...seed, spaces, presentations: [...others, ...presentations.map((p) => ({ ...p, thumbnailRoot }))] };
}

/** A deck of `count` slides named slide-1.png... (the 200-slide story). */
export function bigDeck(count: number): Omit<Presentation, 'thumbnailRoot'> {
  return {
    presentationID: 'presentation-big',
    spaceID: STORY_SPACE_ID,
    name: 'All Hands Archive',
    slides: Array.from({ length: count }, (_, i) => `slide-${i + 1}.png`),
  };
}

/** How a presentation story sets up its portal, besides the fixture's own options. */
export interface PresentationStoryPortalProps extends PortalFixtureProps {
  /** The story space's presentations instead of the demo ones. */
  presentations?: Omit<Presentation, 'thumbnailRoot'>[];
}

/**
 * The portal fixture as the presentation stories want it: the demo space selected and a backend
 * answering after 300 ms in Ladle (at once under renderStory).
 * @example
 * <PresentationStoryPortal pending={['spaces.get']}><PresentationsTab spaceID={STORY_SPACE_ID} /></PresentationStoryPortal>
 */
export function PresentationStoryPortal({ presentations, ...fixture }: PresentationStoryPortalProps) {
  return <PortalFixture delay={300} seed={presentationStorySeed(presentations)} initialSelection={{ spaceID: STORY_SPACE_ID }} {...fixture} />;
}
