// The two panels as a partner's React app embeds them. Shared by every consumer app of the stage.
// `nonce` (the page's CSP nonce, for a server render under a strict policy) goes to the provider.
import { GuestListPanel } from '@greenroom/bookings/guests';
import { BookingsList } from '@greenroom/bookings/list';
import { BOOKING, SPACE_ID } from './data';
import { DemoProvider } from './provider';

/** The Guest List of the demo booking. */
export function GuestsDemo({ nonce }: { nonce?: string }) {
  return (
    <DemoProvider nonce={nonce}>
      <GuestListPanel booking={BOOKING} />
    </DemoProvider>
  );
}

/** The bookings list of the demo space. */
export function BookingsDemo({ nonce }: { nonce?: string }) {
  return (
    <DemoProvider nonce={nonce}>
      <BookingsList spaceID={SPACE_ID} onOpenBooking={() => {}} />
    </DemoProvider>
  );
}
