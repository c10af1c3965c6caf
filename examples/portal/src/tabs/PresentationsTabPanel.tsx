import { lazy } from 'react';
import { LazyTabPanel } from './LazyTabPanel';

// The presentations feature is its own chunk, fetched the first time the Presentations tab opens.
const PresentationsTab = lazy(() => import('@greenroom/presentations').then((module) => ({ default: module.PresentationsTab })));

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
