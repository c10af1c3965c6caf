// Size page: the RegistrationPanel alone, with the provider and the demo adapter, as a partner ships it.
import { RegistrationPanel } from '@greenroom/bookings/registration';
import { createRoot } from 'react-dom/client';
import { DemoProvider } from '../../common/provider';
import { BOOKING } from '../../common/data';

createRoot(document.getElementById('root')!).render(
  <DemoProvider>
    <RegistrationPanel booking={BOOKING} />
  </DemoProvider>,
);
