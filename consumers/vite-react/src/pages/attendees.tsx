// Size page: the AttendeesPanel alone, with the provider and the demo adapter, as a partner ships it.
import { AttendeesPanel } from '@greenroom/bookings/attendees';
import { createRoot } from 'react-dom/client';
import { DemoProvider } from '../../common/provider';
import { BOOKING } from '../../common/data';

createRoot(document.getElementById('root')!).render(
  <DemoProvider>
    <AttendeesPanel booking={BOOKING} />
  </DemoProvider>,
);
