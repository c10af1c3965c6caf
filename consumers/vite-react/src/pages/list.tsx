// Size page: the BookingsList alone, with the provider and the demo adapter, as a partner ships it.
import { BookingsList } from '@greenroom/bookings/list';
import { createRoot } from 'react-dom/client';
import { DemoProvider } from '../../common/provider';
import { SPACE_ID } from '../../common/data';

createRoot(document.getElementById('root')!).render(
  <DemoProvider>
    <BookingsList spaceID={SPACE_ID} onOpenBooking={() => {}} />
  </DemoProvider>,
);
