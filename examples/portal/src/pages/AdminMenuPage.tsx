import { useNavigate } from 'react-router';
import { Button } from '@greenroom/ui';
import { adminScreens, adminTexts } from '../adminScreens';
import { AdminBody, AdminHeader, FullPage, MenuGrid } from './styles';

/**
 * The admin menu (/admin-menu): one button per admin screen and HOME (spec/portal.md §2).
 * @example
 * <AdminGate><AdminMenuPage /></AdminGate>
 */
export function AdminMenuPage() {
  const navigate = useNavigate();
  return (
    <FullPage data-ui="AdminMenuPage">
      <AdminHeader>
        <h1>{adminTexts.menuTitle}</h1>
      </AdminHeader>
      <AdminBody>
        <MenuGrid aria-label={adminTexts.menuTitle}>
          {adminScreens.map((screen) => (
            <Button key={screen.path} variant="secondary" onClick={() => navigate(screen.path)}>
              {screen.button}
            </Button>
          ))}
          <Button onClick={() => navigate('/home')}>{adminTexts.homeButton}</Button>
        </MenuGrid>
      </AdminBody>
    </FullPage>
  );
}
