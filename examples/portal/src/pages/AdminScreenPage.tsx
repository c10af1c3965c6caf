import { useNavigate } from 'react-router';
import { Button } from '@greenroom/ui';
import { adminTexts, type AdminScreen } from '../adminScreens';
import { ComingSoonPanel } from './ComingSoonPanel';
import { AdminBody, AdminHeader, FullPage } from './styles';

/**
 * One admin screen: its title, the ADMIN MENU button back to /admin-menu, and (until the admin
 * feature fills it) an honest 'coming soon' panel.
 * @example
 * <AdminScreenPage screen={adminScreens[0]} />
 */
export function AdminScreenPage({ screen }: { screen: AdminScreen }) {
  const navigate = useNavigate();
  return (
    <FullPage data-ui="AdminScreenPage">
      <AdminHeader>
        <h1>{screen.title}</h1>
        <Button variant="secondary" onClick={() => navigate('/admin-menu')}>
          {adminTexts.adminMenuButton}
        </Button>
      </AdminHeader>
      <AdminBody>
        <ComingSoonPanel feature={screen.title} />
      </AdminBody>
    </FullPage>
  );
}
