// Size page: the MessagesPanel alone, with the provider and the demo adapter, as a partner ships it.
import { MessagesPanel } from '@greenroom/bookings/messages';
import { createRoot } from 'react-dom/client';
import { DemoProvider } from '../../common/provider';
import { BOOKING } from '../../common/data';

createRoot(document.getElementById('root')!).render(
  <DemoProvider>
    <MessagesPanel booking={BOOKING} />
  </DemoProvider>,
);
