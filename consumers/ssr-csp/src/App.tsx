// The page's content: the Guest List and the bookings list, as the server renders it and the
// client hydrates it.
import { BookingsDemo, GuestsDemo } from '../common/panels';

/** Both panels side by side. */
export function App() {
  return (
    <main>
      <section aria-label="Guests">
        <GuestsDemo />
      </section>
      <section aria-label="Bookings">
        <BookingsDemo />
      </section>
    </main>
  );
}
