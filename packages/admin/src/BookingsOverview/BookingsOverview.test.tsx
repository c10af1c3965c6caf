import { createDemoSeed, createMemoryApi, formatDateTimeInZone } from '@greenroom/core';
import { PORTAL_FIXTURE_NOW, renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Error as ErrorStory, Loading } from './BookingsOverview.stories';

const rows = (title: string) =>
  within(screen.getByRole('table', { name: title }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));

describe('BookingsOverview', () => {
  it("lists the day's bookings newest first, in each booking's own zone, under 'Bookings on <date>'", async () => {
    const seed = createDemoSeed({ now: PORTAL_FIXTURE_NOW });
    renderStory(Basic, { api: createMemoryApi(seed) });
    const title = 'Bookings on 11/21/2026';
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Product Launch Keynote' });
    const keynote = seed.bookings?.find((b) => b.bookingID === 'booking-1');
    if (!keynote) throw new Error('demo booking-1 missing');
    const row = rows(title).find((r) => within(r).queryByRole('button', { name: 'Product Launch Keynote' }));
    if (!row) throw new Error('no keynote row');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Product Launch Keynote',
      'Main Hall',
      formatDateTimeInZone(keynote.start.time, keynote.start.timezone),
      formatDateTimeInZone(keynote.end.time, keynote.end.timezone),
    ]);
    // Start and End: the date over the time with its zone, so a narrow column still shows all of it.
    const startText = formatDateTimeInZone(keynote.start.time, keynote.start.timezone);
    const startCell = within(row).getAllByRole('cell')[2];
    expect(within(startCell).getByText(startText.slice(0, 10))).toBeInTheDocument(); // MM/DD/YYYY
    expect(within(startCell).getByText(startText.slice(11))).toBeInTheDocument(); // h:mm A and the zone
    // A name longer than two lines ends in an ellipsis; the button's title holds it whole.
    expect(within(row).getByRole('button', { name: 'Product Launch Keynote' })).toHaveAttribute('title', 'Product Launch Keynote');
    // 'Quarterly Town Hall' was two days ago.
    expect(screen.queryByRole('button', { name: 'Quarterly Town Hall' })).not.toBeInTheDocument();
  });

  it('shows another day when it is picked, and a name opens its booking', async () => {
    const { user, navigate } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Product Launch Keynote' }));
    expect(navigate).toHaveBeenCalledWith('/booking/booking-1');
    await user.click(screen.getByRole('button', { name: /November 19/ }));
    expect(await screen.findByRole('button', { name: 'Quarterly Town Hall' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bookings on 11/19/2026' })).toBeInTheDocument();
  });

  it('Loading stays until the spaces arrive; Error shows the error text', async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.queryByRole('button', { name: 'Product Launch Keynote' })).not.toBeInTheDocument();
    await control.release('spaces.list');
    expect(await screen.findByRole('button', { name: 'Product Launch Keynote' })).toBeInTheDocument();
  });

  it('shows the error text when the bookings cannot be fetched', async () => {
    renderStory(ErrorStory);
    expect(await screen.findByText('An error occurred getting bookings for this date.')).toBeInTheDocument();
  });
});
