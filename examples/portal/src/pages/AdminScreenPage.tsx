import { useNavigate } from '../router';
import { Button } from '@greenroom/ui';
import { adminTexts, type AdminScreen } from '../adminScreens';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useHeadingFocus } from '../app/useHeadingFocus';
import { AdminPageHeader } from './AdminPageHeader';
import { AdminScreenBody } from './AdminScreenBody';
import { AdminBody, AdminMain, AdminPage, AdminTitleRow } from './adminStyles';

/**
 * One admin screen under the admin header: its title, the ADMIN MENU button back to /admin-menu,
 * and the screen of @greenroom/admin for its path. Arriving here puts the focus on the title.
 * @example
 * <AdminScreenPage screen={adminScreens[0]} />
 */
export function AdminScreenPage({ screen }: { screen: AdminScreen }) {
  const navigate = useNavigate();
  useDocumentTitle(screen.title);
  const heading = useHeadingFocus();
  return (
    <AdminPage data-ui="AdminScreenPage">
      <AdminPageHeader />
      <AdminMain>
        <AdminTitleRow>
          <h1 ref={heading} tabIndex={-1}>
            {screen.title}
          </h1>
          <Button variant="secondary" onClick={() => navigate('/admin-menu')}>
            {adminTexts.adminMenuButton}
          </Button>
        </AdminTitleRow>
        <AdminBody>
          <AdminScreenBody path={screen.path} />
        </AdminBody>
      </AdminMain>
    </AdminPage>
  );
}
