// The page's content: the Guest List and the bookings list, as the server renders it and the
// client hydrates it. `nonce` is the request's CSP nonce: each panel's provider puts it on the
// `<style>` the server render writes after the panel; the client passes the same one, so the tree
// it hydrates is the server's.
import { BookingsDemo, GuestsDemo } from '../common/panels';

/** Both panels side by side. */
export function App({ nonce }: { nonce?: string }) {
  return (
    <main>
      <section aria-label="Guests">
        <GuestsDemo nonce={nonce} />
      </section>
      <section aria-label="Bookings">
        <BookingsDemo nonce={nonce} />
      </section>
    </main>
  );
}
