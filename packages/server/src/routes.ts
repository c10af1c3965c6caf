import { apiKeyRoutes } from './apiKeys/routes';
import { authRoutes } from './auth/routes';
import { bookingLookupRoutes } from './bookings/routes/lookup';
import { bookingRoutes } from './bookings/routes/bookings';
import { emailTemplateRoutes } from './mail/routes/templates';
import { guestRoutes } from './guest/routes';
import { guestPageRoutes } from './guest/routes/pages';
import { presenterRoutes } from './registrations/routes/presenters';
import { registrationRoutes } from './registrations/routes/registrations';
import { calendarFeedRoutes } from './calendars/routes/feed';
import { calendarRoutes } from './calendars/routes/calendars';
import { fileRoutes } from './uploads/routes/files';
import { maintenanceRoutes } from './system/routes/maintenance';
import { mailQueueAdminRoutes } from './mail/routes/queueAdmin';
import { presentationRoutes } from './presentations/routes';
import { producerRoutes } from './producers/routes';
import { projectRoutes } from './projects/routes';
import { skinRoutes } from './branding/routes/skins';
import { spaceRoutes } from './spaces/routes';
import { systemCheckRoutes } from './system/routes/checks';
import { systemRoutes } from './system/routes/system';
import { operationsRoutes } from './operations/routes';
import type { RouteModule } from './platform/routeModule';
import { uploadRequestRoutes } from './uploads/routes/uploads';
import { webhookRoutes } from './webhooks/routes';
import { worldRoutes } from './branding/routes/worlds';

/**
 * Every route module, registered under /api in this order (each in its own encapsulated context).
 * Adding a domain is one line here.
 */
export const routeModules: RouteModule[] = [
  systemRoutes,
  operationsRoutes,
  authRoutes,
  producerRoutes,
  projectRoutes,
  worldRoutes,
  spaceRoutes,
  skinRoutes,
  calendarRoutes,
  calendarFeedRoutes,
  presentationRoutes,
  uploadRequestRoutes,
  fileRoutes,
  systemCheckRoutes,
  maintenanceRoutes,
  bookingLookupRoutes,
  bookingRoutes,
  registrationRoutes,
  presenterRoutes,
  emailTemplateRoutes,
  mailQueueAdminRoutes,
  guestRoutes,
  guestPageRoutes,
  apiKeyRoutes,
  webhookRoutes,
];
