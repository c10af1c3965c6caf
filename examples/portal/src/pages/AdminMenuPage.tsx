import { useNavigate } from '../router';
import { Button, styled } from '@greenroom/ui';
import { adminScreens, adminTexts } from '../adminScreens';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useHeadingFocus } from '../app/useHeadingFocus';
import { AdminPageHeader } from './AdminPageHeader';
import { AdminBody, AdminMain, AdminPage, AdminTitleRow, MenuGrid } from './adminStyles';

const MoreTitle = styled.h2`
  margin: var(--gr-space-5) 0 var(--gr-space-3);
  font-size: 1rem;
`;

/**
 * The admin menu (/admin-menu): one button per admin screen and HOME (docs/reference/portal.md §2), then
 * the screens beyond the spec (audit log, mail outbox), under the admin header. Arriving here puts
 * the focus on the title.
 * @example
 * <AdminGate><AdminMenuPage /></AdminGate>
 */
export function AdminMenuPage() {
  const navigate = useNavigate();
  useDocumentTitle(adminTexts.menuTitle);
  const heading = useHeadingFocus();
  return (
    <AdminPage data-ui="AdminMenuPage">
      <AdminPageHeader />
      <AdminMain>
        <AdminTitleRow>
          <h1 ref={heading} tabIndex={-1}>
            {adminTexts.menuTitle}
          </h1>
        </AdminTitleRow>
        <AdminBody>
          <MenuGrid aria-label={adminTexts.menuTitle}>
            {adminScreens
              .filter((screen) => !screen.extra)
              .map((screen) => (
                <Button key={screen.path} variant="secondary" onClick={() => navigate(screen.path)}>
                  {screen.button}
                </Button>
              ))}
            <Button onClick={() => navigate('/home')}>{adminTexts.homeButton}</Button>
          </MenuGrid>
          <MoreTitle>{adminTexts.moreTools}</MoreTitle>
          <MenuGrid aria-label={adminTexts.moreTools}>
            {adminScreens
              .filter((screen) => screen.extra)
              .map((screen) => (
                <Button key={screen.path} variant="secondary" onClick={() => navigate(screen.path)}>
                  {screen.button}
                </Button>
              ))}
          </MenuGrid>
        </AdminBody>
      </AdminMain>
    </AdminPage>
  );
}
