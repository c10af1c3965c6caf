import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from '../router';
import type { AuthSession } from '@greenroom/core';
import { LoadingScreen } from '@greenroom/ui';
import { adminPaths } from '../adminScreens';
import { LoadFailedBoundary } from '../app/LoadFailedBoundary';
import { ErrorPage } from '../pages/ErrorPage';
import type { PortalSsoConfig } from '../config';
import { AdminArea, MainArea, SignInRoute } from './areas';


/**
 * The route table of docs/reference/portal.md §2. Signed in: / goes to /home; /home, /space/{id} and
 * /booking/{id} show the space window; the admin paths sit behind the admin gate; anything else
 * is the error page. Signed out (after a failed session restore, sign-in at / says 'Error in authentication'; with
 * `sso`, sign-in offers single sign-on): /, /space/{id} and /booking/{id} show sign-in (the two links
 * saying so), every other path the not-found error page. An area whose code fails to load shows
 * a notice with Reload (and a way back) instead of a blank page; another address tries again.
 * @example
 * <PortalRoutes session={session} />
 */
export function PortalRoutes({ session, authFailed = false, sso }: { session: AuthSession | null; authFailed?: boolean; sso?: PortalSsoConfig }) {
  const { pathname } = useLocation();
  return (
    <LoadFailedBoundary fullScreen signedIn={Boolean(session)} resetKey={pathname}>
      <Suspense fallback={<LoadingScreen />}>
        {session ? (
          <Routes>
            <Route path="/" element={<Navigate to="/home" replace />} />
            <Route element={<MainArea session={session} />}>
              <Route path="/home" element={null} />
              <Route path="/space/:spaceID" element={null} />
              <Route path="/booking/:bookingID" element={null} />
            </Route>
            {adminPaths.map((path) => (
              // Keyed by path: the gate checks the role again on every admin page.
              <Route key={path} path={path} element={<AdminArea key={path} path={path} />} />
            ))}
            <Route path="*" element={<ErrorPage signedIn />} />
          </Routes>
        ) : (
          <Routes>
            <Route path="/" element={<SignInRoute authFailed={authFailed} sso={sso} />} />
            <Route path="/space/:spaceID" element={<SignInRoute fromLink="space" sso={sso} />} />
            <Route path="/booking/:bookingID" element={<SignInRoute fromLink="booking" sso={sso} />} />
            <Route path="*" element={<ErrorPage signedIn={false} />} />
          </Routes>
        )}
      </Suspense>
    </LoadFailedBoundary>
  );
}
