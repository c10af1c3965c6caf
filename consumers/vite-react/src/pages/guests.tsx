// Size page: the GuestListPanel alone, with the provider and the demo adapter, as a partner ships it.
import { GuestListPanel } from '@greenroom/bookings/guests';
import { createRoot } from 'react-dom/client';
import { DemoProvider } from '../../common/provider';
import { BOOKING } from '../../common/data';

createRoot(document.getElementById('root')!).render(
  <DemoProvider>
    <GuestListPanel booking={BOOKING} />
  </DemoProvider>,
);
