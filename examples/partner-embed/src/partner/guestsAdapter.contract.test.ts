import { describeGuestsContract } from '@greenroom/testing/contract';
import { startPartnerServer } from '../../backend/server.mjs';
import { createGuestsAdapter } from './guestsAdapter';
import { createOverviewAdapter } from './overviewAdapter';
import { createPartnerAuth } from './partnerAuth';
import { createPartnerClient } from './partnerClient';

// The Guest List contract on the partner's adapter, for the calls it offers, against the
// partner's own backend running in this process (a fresh one per test). The adapters are built
// as src/main.ts builds them; only the base address is absolute here, where no page gives one.
describeGuestsContract("the partner example's adapter", async () => {
  const partner = await startPartnerServer({ port: 0 });
  // The seeded event, its guest list emptied: the contract starts from a booking without guests.
  for (const attendee of [...partner.store.attendees.values()]) {
    if (attendee.eventId === 'evt-1') partner.store.attendees.delete(attendee.id);
  }
  const auth = createPartnerAuth({ getKey: () => 'demo-partner-key' });
  const call = createPartnerClient({ baseUrl: `${partner.url}/partner/v1`, fetch: auth.fetch });
  const overviewApi = createOverviewAdapter(call);
  const guestsApi = createGuestsAdapter(call);
  return {
    registrations: guestsApi.registrations,
    bookingID: 'evt-1',
    loadBooking: ({ bookingID, signal }) => overviewApi.bookings.get({ bookingID, signal }),
    cleanup: partner.close,
  };
});
