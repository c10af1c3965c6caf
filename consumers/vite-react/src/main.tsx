// The partner's page: both panels, each in its own React root, with the hand-written adapter.
import { createRoot } from 'react-dom/client';
import { BookingsDemo, GuestsDemo } from '../common/panels';

createRoot(document.getElementById('guests')!).render(<GuestsDemo />);
createRoot(document.getElementById('bookings')!).render(<BookingsDemo />);
