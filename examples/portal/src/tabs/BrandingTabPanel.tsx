import { ComingSoonPanel } from '../pages/ComingSoonPanel';

/**
 * The Branding tab of the space window (wired to @greenroom/branding).
 * @example
 * branding: ({ space }) => <BrandingTabPanel spaceID={space.spaceID} />
 */
export function BrandingTabPanel(_props: { spaceID: string }) {
  return <ComingSoonPanel feature="Branding" />;
}
