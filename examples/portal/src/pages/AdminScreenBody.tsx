import {
  AuditLog,
  BookingsOverview,
  CacheAdmin,
  CreateProject,
  CreateSpace,
  LoginCodeLookup,
  MailOutbox,
  ProducerAdmin,
  SpaceEndTimeUpdate,
  SpaceWorldsScript,
  SystemCheckAdmin,
  UsageRepair,
} from '@greenroom/admin';
import { useNavigate } from '../router';
import { AdminApiKeys } from './AdminApiKeys';
import { ComingSoonPanel } from './ComingSoonPanel';

/**
 * The @greenroom/admin screen of an admin path, its callbacks wired to the host's routes.
 * @example <AdminScreenBody path="/cache-admin" />
 */
export function AdminScreenBody({ path }: { path: string }) {
  const navigate = useNavigate();
  const openBooking = (bookingID: string) => navigate(`/booking/${encodeURIComponent(bookingID)}`);
  switch (path) {
    case '/space-admin':
      return <CreateSpace />;
    case '/producer-admin':
      return <ProducerAdmin />;
    case '/projects-admin':
      return <CreateProject />;
    case '/bookings-admin':
      return <BookingsOverview onOpenBooking={openBooking} />;
    case '/cache-admin':
      return <CacheAdmin />;
    case '/usage-admin':
      return <UsageRepair />;
    case '/system-check-admin':
      return <SystemCheckAdmin />;
    case '/login-code-admin':
      return <LoginCodeLookup onOpenBooking={openBooking} />;
    case '/space-worlds':
      return <SpaceWorldsScript spaceHref={(spaceID) => `/space/${encodeURIComponent(spaceID)}`} />;
    case '/space-update':
      return <SpaceEndTimeUpdate />;
    case '/audit-log':
      return <AuditLog />;
    case '/mail-outbox':
      return <MailOutbox />;
    case '/api-keys-admin':
      return <AdminApiKeys />;
    default:
      return <ComingSoonPanel feature={path} />;
  }
}
