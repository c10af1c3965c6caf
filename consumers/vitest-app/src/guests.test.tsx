// A partner's own component test of the embedded panels, with Testing Library.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { BOOKING_NAMES, GUEST_NAMES } from '../common/data';
import { BookingsDemo, GuestsDemo } from '../common/panels';

afterEach(cleanup);

it('shows the guests of the booking', async () => {
  render(<GuestsDemo />);
  for (const name of GUEST_NAMES) expect(await screen.findByText(name)).toBeTruthy();
});

it('shows the bookings of the space', async () => {
  render(<BookingsDemo />);
  for (const name of BOOKING_NAMES) expect(await screen.findByText(name)).toBeTruthy();
});
