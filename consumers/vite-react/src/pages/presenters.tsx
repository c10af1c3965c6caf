// Size page: the PresentersPanel alone, with the provider and the demo adapter, as a partner ships it.
import { PresentersPanel } from '@greenroom/bookings/presenters';
import { createRoot } from 'react-dom/client';
import { DemoProvider } from '../../shared/provider';
import { BOOKING } from '../../shared/data';

createRoot(document.getElementById('root')!).render(
  <DemoProvider>
    <PresentersPanel booking={BOOKING} />
  </DemoProvider>,
);
