import { lazyComponent } from '@greenroom/ui';
import { LazyTabPanel } from './LazyTabPanel';

// The branding feature is its own chunk, fetched the first time the Branding tab opens.
const BrandingTab = lazyComponent(() => import('@greenroom/branding').then((module) => ({ default: module.BrandingTab })));

/**
 * Loads the Branding tab's code ahead (hover or focus of its tab), so opening it shows no loading screen.
 * @example void preloadBrandingTab(); // the pointer is on the tab
 */
export function preloadBrandingTab(): Promise<void> {
  return BrandingTab.preload();
}

/**
 * The Branding tab of the space window: @greenroom/branding's BrandingTab, loaded on demand. The
 * producer's role (hidden items for super-admins only) comes from the signed-in session.
 * @example
 * branding: ({ space }) => <BrandingTabPanel spaceID={space.spaceID} />
 */
export function BrandingTabPanel({ spaceID }: { spaceID: string }) {
  return (
    <LazyTabPanel>
      <BrandingTab spaceID={spaceID} />
    </LazyTabPanel>
  );
}
