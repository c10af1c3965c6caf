import { lazy } from 'react';
import { LazyTabPanel } from './LazyTabPanel';

// The branding feature is its own chunk, fetched the first time the Branding tab opens.
const BrandingTab = lazy(() => import('@greenroom/branding').then((module) => ({ default: module.BrandingTab })));

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
