import { lazy } from 'react';
import { AdminGate } from '@greenroom/auth';
import { adminScreens } from '../adminScreens';
import { AdminMenuPage } from '../pages/AdminMenuPage';

// The screens' code (every admin panel) is a chunk of its own: the admin menu does not carry it
// (issue 31). While it loads, the routes' Suspense shows the loading screen.
const AdminScreenPage = lazy(() => import('../pages/AdminScreenPage').then(({ AdminScreenPage: Page }) => ({ default: Page })));

/**
 * An admin page behind the admin gate (super-admins only; everyone else is alerted and sent to /):
 * the admin menu for '/admin-menu', otherwise the screen of `path`.
 * @example
 * <Route path="/cache-admin" element={<AdminArea key="/cache-admin" path="/cache-admin" />} />
 */
export default function AdminArea({ path }: { path: string }) {
  const screen = adminScreens.find((candidate) => candidate.path === path);
  return <AdminGate>{screen ? <AdminScreenPage screen={screen} /> : <AdminMenuPage />}</AdminGate>;
}
