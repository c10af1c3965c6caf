import { useProductName } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { PortalThemeSwitch } from '../app/PortalThemeSwitch';
import { useSignOut } from '../app/useSignOut';
import { hostTexts } from '../texts';
import { AdminBanner, AdminBannerActions, ProductName } from './styles';

/**
 * The admin pages' header (the page's banner): the product name, the theme switch and Sign Out.
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
        <PortalThemeSwitch />
        <Button variant="secondary" onClick={signOut}>
          {hostTexts.signOut}
        </Button>
      </AdminBannerActions>
    </AdminBanner>
  );
}
