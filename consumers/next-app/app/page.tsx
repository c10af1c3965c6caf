// A React Server Component page (no "use client" here): it imports the Guest List panel straight
// from the package and hands it plain data; the package's own "use client" makes it a client
// component.
import { GuestListPanel } from '@greenroom/bookings/guests';
import { BOOKING } from '../common/data';
import { Providers } from './providers';

/** The partner's page with the Guest List. */
export default function Page() {
  return (
    <main>
      <h1>Partner page</h1>
      <Providers>
        <GuestListPanel booking={BOOKING} />
      </Providers>
    </main>
  );
}
