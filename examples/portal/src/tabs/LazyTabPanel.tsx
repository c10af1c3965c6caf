import { Suspense, type ReactNode } from 'react';
import { LoadingScreen } from '@greenroom/ui';
import { LoadFailedBoundary } from '../app/LoadFailedBoundary';

/**
 * The frame of a tab whose feature is loaded on demand: 'Loading' while its code is fetched, and a
 * notice with Reload if the fetch fails (the space header above stays usable).
 * @example
 * <LazyTabPanel><CalendarTab spaceID={spaceID} /></LazyTabPanel>
 */
export function LazyTabPanel({ children, onReload }: { children: ReactNode; onReload?: () => void }) {
  return (
    <LoadFailedBoundary onReload={onReload}>
      <Suspense fallback={<LoadingScreen fullScreen={false} />}>{children}</Suspense>
    </LoadFailedBoundary>
  );
}
