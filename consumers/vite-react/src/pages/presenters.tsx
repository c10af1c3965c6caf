// Size page: the PresentersPanel alone, with the provider and the demo adapter, as a partner ships it.
import { PresentersPanel } from '@greenroom/bookings/presenters';
import { createRoot } from 'react-dom/client';
import { DemoProvider } from '../../common/provider';
import { BOOKING } from '../../common/data';

createRoot(document.getElementById('root')!).render(
  <DemoProvider>
    <PresentersPanel booking={BOOKING} />
  </DemoProvider>,
);
