// The two panels as a partner's React app embeds them. Shared by every consumer app of the stage.
import { GuestListPanel } from '@greenroom/bookings/guests';
import { BookingsList } from '@greenroom/bookings/list';
import { BOOKING, SPACE_ID } from './data';
import { DemoProvider } from './provider';

/** The Guest List of the demo booking. */
export function GuestsDemo() {
  return (
    <DemoProvider>
      <GuestListPanel booking={BOOKING} />
    </DemoProvider>
  );
}

/** The bookings list of the demo space. */
export function BookingsDemo() {
  return (
    <DemoProvider>
      <BookingsList spaceID={SPACE_ID} onOpenBooking={() => {}} />
    </DemoProvider>
  );
}
