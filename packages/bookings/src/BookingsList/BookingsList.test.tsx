import { createTestApi, guessTimezone, newBookingDefaults, type Booking, type PortalApi } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORY_NOW, storyBooking } from '../stories/BookingStoryPortal';
import { Basic, CreateError, Creating, Empty, Error as ErrorStory, Loading, Many, TwoZones } from './BookingsList.stories';

function dataRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: 'Bookings' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const rowOf = (name: string) => dataRows().find((row) => within(row).queryByRole('cell', { name }))!;

const windowHeight = window.innerHeight;
afterEach(() => {
  window.innerHeight = windowHeight;
});

function booking(bookingID: string, name: string, start: string, timezone: string, extra: Partial<Booking> = {}): Booking {
  const startMs = Date.parse(start);
  return {
    ...storyBooking(),
    registrationCount: 0,
    bookingID,
    name,
    start: { time: start, timezone, timeValue: startMs },
    end: { time: new Date(startMs + 3_600_000).toISOString(), timezone, timeValue: startMs + 3_600_000 },
    ...extra,
  };
}

async function openNameBooking(user: ReturnType<typeof renderStory>['user']) {
  await user.click(screen.getByRole('button', { name: 'NEW' }));
  // The dialog's code loads on first use; its form is there once the name field is.
  await screen.findByRole('textbox', { name: /Name/ });
  return screen.getByRole('dialog', { name: 'Name Booking' });
}

describe('BookingsList', () => {
  it('lists newest start first whatever order the adapter answers, with start and end in each booking’s own zone (the viewer’s under it where it differs) and the registration count', async () => {
    const listForSpace = vi.fn<PortalApi['bookings']['listForSpace']>().mockResolvedValue([
      booking('b1', 'Old', '2026-11-01T15:00:00.000Z', 'America/Chicago', { registrationCount: 4 }),
      booking('b2', 'Newest', '2026-11-21T21:00:00.000Z', 'America/New_York'),
      booking('b3', 'Middle', '2026-11-10T15:00:00.000Z', 'UTC', { registrationCount: undefined as unknown as number }),
    ]);
    renderStory(Basic, { api: createTestApi({ bookings: { listForSpace } }) });
    await screen.findByRole('cell', { name: 'Newest' });
    expect(dataRows().map((row) => cells(row).slice(0, 4))).toEqual([
      // The stories' viewer sits in Chicago.
      ['Newest', '11/21/2026 4:00 PM EST 3:00 PM CST your time', '11/21/2026 5:00 PM EST 4:00 PM CST your time', '0'],
      ['Middle', '11/10/2026 3:00 PM UTC 9:00 AM CST your time', '11/10/2026 4:00 PM UTC 10:00 AM CST your time', '0'],
      ['Old', '11/01/2026 9:00 AM CST', '11/01/2026 10:00 AM CST', '4'],
    ]);
    expect(listForSpace).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', signal: expect.any(AbortSignal) });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent).slice(0, 4)).toEqual(['Name', 'Start', 'End', 'Reg Count']);
  });

  it('alternates row shading and opens a booking from its edit button or its row', async () => {
    const { user } = renderStory(Basic);
    await screen.findByRole('cell', { name: 'Product Launch Keynote' });
    expect(dataRows().map((row) => row.hasAttribute('data-alt'))).toEqual([false, true, false]);
    await user.click(screen.getByRole('button', { name: 'Edit Quarterly Town Hall' }));
    expect(screen.getByText('Opened booking: booking-2')).toBeInTheDocument();
    await user.click(screen.getByRole('cell', { name: 'Customer Roundtable' }));
    expect(screen.getByText('Opened booking: booking-3')).toBeInTheDocument();
  });

  it('shows a Los Angeles booking to a viewer in New York in both zones, and a New York one in its own only', async () => {
    renderStory(TwoZones);
    await screen.findByRole('cell', { name: 'West Coast Launch' });
    expect(cells(rowOf('West Coast Launch')).slice(1, 3)).toEqual(['11/21/2026 3:00 PM PST 6:00 PM EST your time', '11/21/2026 5:00 PM PST 8:00 PM EST your time']);
    expect(cells(rowOf('East Coast Launch')).slice(1, 3)).toEqual(['11/21/2026 3:00 PM EST', '11/21/2026 5:00 PM EST']);
    expect(screen.getAllByText(/your time$/)).toHaveLength(2);
  });

  it('filters by name as you type, and says when nothing matches (not that the space is empty)', async () => {
    const { user } = renderStory(Basic);
    await screen.findByRole('cell', { name: 'Product Launch Keynote' });
    const search = screen.getByRole('searchbox', { name: 'Search bookings' });
    await user.type(search, 'TOWN');
    expect(dataRows().map((row) => cells(row)[0])).toEqual(['Quarterly Town Hall']);
    await user.type(search, 'x');
    expect(screen.getByText('No bookings match “TOWNx”')).toBeInTheDocument();
    expect(screen.queryByText('No bookings found for this space')).not.toBeInTheDocument();
    await user.clear(search);
    expect(dataRows()).toHaveLength(3);
  });

  it("keeps 'No bookings found for this space' for an empty space, whatever is searched", async () => {
    const { user } = renderStory(Empty);
    await user.type(await screen.findByRole('searchbox', { name: 'Search bookings' }), 'a');
    expect(await screen.findByText('No bookings found for this space')).toBeInTheDocument();
  });

  it('uses the window’s height for its rows, not a small scroller of its own, and follows a resize', async () => {
    window.innerHeight = 1400;
    renderStory(Many);
    await screen.findByRole('cell', { name: 'Session 1000' });
    // The rows' box reaches the window's bottom (less the header row and the page's padding), not 400 px.
    const body = screen.getByRole('rowgroup', { name: 'Bookings rows' });
    expect(getComputedStyle(body).maxHeight).toBe('1336px');
    window.innerHeight = 700;
    fireEvent(window, new Event('resize'));
    await waitFor(() => expect(getComputedStyle(body).maxHeight).toBe('636px'));
  });

  it('labels every cell with its column, so a phone-width card keeps its edit button with its name', async () => {
    renderStory(Basic);
    await screen.findByRole('cell', { name: 'Product Launch Keynote' });
    for (const row of dataRows()) {
      expect(within(row).getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Start', 'End', 'Reg Count', 'Edit']);
    }
    expect(within(rowOf('Quarterly Town Hall')).getByRole('button', { name: 'Edit Quarterly Town Hall' })).toBeInTheDocument();
  });

  it('renders only a window of 1,000 bookings (virtualized)', async () => {
    renderStory(Many);
    await screen.findByRole('cell', { name: 'Session 1000' });
    expect(dataRows().length).toBeLessThan(50);
  });

  it("shows 'No bookings found for this space' for a space without bookings", async () => {
    renderStory(Empty);
    expect(await screen.findByText('No bookings found for this space')).toBeInTheDocument();
  });

  it("shows 'Error getting bookings for this space' when the list fails", async () => {
    renderStory(ErrorStory);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error getting bookings for this space');
  });

  it('shows a spinner while loading, until the list arrives', async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.getByRole('progressbar', { name: 'Loading bookings' })).toBeInTheDocument();
    await control.release('bookings.listForSpace');
    expect(screen.getByRole('cell', { name: 'Product Launch Keynote' })).toBeInTheDocument();
  });

  it("NEW → 'Name Booking' creates with the new-booking defaults at the provider's clock and opens the booking", async () => {
    const { user, control } = renderStory(Basic);
    const create = control.spy('bookings.create');
    await screen.findByRole('cell', { name: 'Product Launch Keynote' });
    const dialog = await openNameBooking(user);
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('textbox', { name: /Booking Name/ }));
    await user.paste('  Press Day  ');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    // The browser's zone; capacity 20, grace 0, start/end hours, access time, doors ±30 min.
    expect(create).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', name: 'Press Day', ...newBookingDefaults(STORY_NOW, guessTimezone()) });
    const created = await create.mock.results[0].value;
    expect(await screen.findByText(`Opened booking: ${created.bookingID}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Name Booking in progress until the create answers', async () => {
    const { user, control } = renderStory(Creating);
    const dialog = await openNameBooking(user);
    await user.click(within(dialog).getByRole('textbox', { name: /Booking Name/ }));
    await user.paste('Press Day');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeDisabled();
    await control.release('bookings.create');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the dialog open with 'An error occurred creating this booking' when create fails", async () => {
    const { user } = renderStory(CreateError);
    const dialog = await openNameBooking(user);
    await user.click(within(dialog).getByRole('textbox', { name: /Booking Name/ }));
    await user.paste('X');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred creating this booking');
  });
});
