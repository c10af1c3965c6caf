import { useProductName } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { spaceTexts } from '@greenroom/space';
import { PortalThemeSwitch } from '../app/PortalThemeSwitch';
import { useSignOut } from '../app/useSignOut';
import { hostTexts } from '../texts';
import { AdminBanner, AdminBannerActions, ProductName, ReleaseLabel } from './adminStyles';

/**
 * The admin pages' header (the page's banner): the product name, the release label 'Beta 0.15a'
 * (docs/reference/portal.md §1, the same words as the space window's header), the theme switch and Sign Out.
 * @example
 * <AdminPageHeader />
 */
export function AdminPageHeader() {
  const productName = useProductName();
  const signOut = useSignOut();
  return (
    <AdminBanner data-ui="AdminPageHeader">
      <ProductName>{productName}</ProductName>
      <AdminBannerActions>
        <ReleaseLabel>{spaceTexts.releaseLabel}</ReleaseLabel>
        <PortalThemeSwitch />
        <Button variant="secondary" onClick={signOut}>
          {hostTexts.signOut}
        </Button>
      </AdminBannerActions>
    </AdminBanner>
  );
}
