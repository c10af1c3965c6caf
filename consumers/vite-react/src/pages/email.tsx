// Size page: the EmailPanel alone, with the provider and the demo adapter, as a partner ships it.
import { EmailPanel } from '@greenroom/bookings/email';
import { createRoot } from 'react-dom/client';
import { DemoProvider } from '../../common/provider';
import { BOOKING } from '../../common/data';

createRoot(document.getElementById('root')!).render(
  <DemoProvider>
    <EmailPanel booking={BOOKING} />
  </DemoProvider>,
);
