// Size page: the OverviewPanel alone, with the provider and the demo adapter, as a partner ships it.
import { OverviewPanel } from '@greenroom/bookings/overview';
import { createRoot } from 'react-dom/client';
import { DemoProvider } from '../../common/provider';
import { BOOKING } from '../../common/data';

createRoot(document.getElementById('root')!).render(
  <DemoProvider>
    <OverviewPanel booking={BOOKING} />
  </DemoProvider>,
);
