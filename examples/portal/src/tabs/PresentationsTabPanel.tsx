import { lazyComponent } from '@greenroom/ui';
import { LazyTabPanel } from './LazyTabPanel';

// The presentations feature is its own chunk, fetched the first time the Presentations tab opens.
const PresentationsTab = lazyComponent(() => import('@greenroom/presentations').then((module) => ({ default: module.PresentationsTab })));

/**
 * Loads the Presentations tab's code ahead (hover or focus of its tab), so opening it shows no loading screen.
 * @example void preloadPresentationsTab(); // the pointer is on the tab
 */
export function preloadPresentationsTab(): Promise<void> {
  return PresentationsTab.preload();
}

/**
 * The Presentations tab of the space window: @greenroom/presentations' PresentationsTab, loaded
 * on demand (the tab itself is disabled while a space is loading).
 * @example
 * presentations: ({ space }) => <PresentationsTabPanel spaceID={space.spaceID} />
 */
export function PresentationsTabPanel({ spaceID }: { spaceID: string }) {
  return (
    <LazyTabPanel>
      <PresentationsTab spaceID={spaceID} />
    </LazyTabPanel>
  );
}
