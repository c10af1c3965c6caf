import type { Story } from '@ladle/react';
import { createMemoryApi, FIRST_VERSION, type PortalApi } from '@greenroom/core';
import { useState } from 'react';
import { AdminStoryPortal, adminStorySeed } from '../stories/AdminStoryPortal';
import { AuditLog } from './AuditLog';

export default { title: 'Admin / Panels / Audit Log' };

/** The demo world after three admin changes (the memory backend records them as the server does). */
function auditedApi(): PortalApi {
  const api = createMemoryApi(adminStorySeed(), { delay: 0 });
  // With no delay the memory backend applies each call at once.
  void api.projects.create({ name: 'Winter Gala' });
  // The demo producer as the backend holds it: seeded without a version, so at the first.
  void api.producers.updateProjects({ producerID: 'producer-1', projects: {}, version: FIRST_VERSION });
  void api.maintenance.deleteCache({ bookingID: 'booking-1' });
  return api;
}

/** Three changes, newest first. */
export const Basic: Story = () => {
  const [api] = useState(auditedApi);
  return (
    <AdminStoryPortal api={api}>
      <AuditLog timezone="America/Chicago" />
    </AdminStoryPortal>
  );
};

/** Nothing changed yet. */
export const Empty: Story = () => (
  <AdminStoryPortal>
    <AuditLog timezone="America/Chicago" />
  </AdminStoryPortal>
);

/** The log is on its way. */
export const Loading: Story = () => (
  <AdminStoryPortal pending={['maintenance.auditLog']}>
    <AuditLog timezone="America/Chicago" />
  </AdminStoryPortal>
);

/** The log could not be read. */
export const Error: Story = () => (
  <AdminStoryPortal failing={['maintenance.auditLog']}>
    <AuditLog timezone="America/Chicago" />
  </AdminStoryPortal>
);
