import { authRoutes } from './auth';
import { bookingLookupRoutes } from './bookingLookup';
import { bookingRoutes } from './bookings';
import { emailTemplateRoutes } from './emailTemplates';
import { guestRoutes } from './guest';
import { presenterRoutes } from './presenters';
import { registrationRoutes } from './registrations';
import { calendarFeedRoutes } from './calendarFeed';
import { calendarRoutes } from './calendars';
import { fileRoutes } from './files';
import { maintenanceRoutes } from './maintenance';
import { mailQueueAdminRoutes } from './mailQueueAdmin';
import { presentationRoutes } from './presentations';
import { producerRoutes } from './producers';
import { projectRoutes } from './projects';
import { skinRoutes } from './skins';
import { spaceRoutes } from './spaces';
import { systemCheckRoutes } from './systemChecks';
import { systemRoutes } from './system';
import type { RouteModule } from './types';
import { uploadRequestRoutes } from './uploads';
import { worldRoutes } from './worlds';

/**
 * Every route module, registered under /api in this order (each in its own encapsulated context).
 * Adding a domain is one line here.
 */
export const routeModules: RouteModule[] = [
  systemRoutes,
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
];
