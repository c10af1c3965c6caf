import { act, waitFor, within } from '@testing-library/react';
import type { GuestsSlice } from '@greenroom/bookings/guests';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiKeyAuth } from '../partner/apiKeyAuth';
import { toBooking } from '../partner/overviewAdapter';
import { embedTexts } from '../texts';
import { mountGuests, type GuestsEmbedOptions } from './guests';

const booking = toBooking({
  id: 'evt-1', venueId: 'ven-1', title: 'Launch', tz: 'UTC', startsAt: '2026-12-03T17:00:00Z', endsAt: '2026-12-03T19:00:00Z',
  doors: { enabled: false, open: '', close: '' }, seats: 10, qa: false, calendarId: '', codes: { public: '', signup: '', mobile: '' },
  attendedSeconds: 0, revision: 1,
});
const links = { intake: '', mobileHybrid: '', photoAlbum: '', qaDisplay: '', signUp: '', attendeeJoin: 'https://x.example/join/', bridge: '', calendar: '' };

function sliceWith(listAttendees: GuestsSlice['registrations']['listAttendees']) {
  return {
    registrations: { listAttendees },
    emailTemplates: { deliveries: vi.fn(async () => []) },
  } as unknown as GuestsSlice;
}

const unmounts: (() => void)[] = [];
function mount(options: Partial<GuestsEmbedOptions>) {
  const element = document.body.appendChild(document.createElement('section'));
  act(() => {
    unmounts.push(
      mountGuests(element, {
        bookingID: 'evt-1',
        api: sliceWith(vi.fn(async () => [])),
        loadBooking: async () => booking,
        auth: createApiKeyAuth({ apiKey: 'k', accountID: 'a', name: 'A' }),
        links,
        ...options,
      }),
    );
  });
  return element;
}

afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  document.body.innerHTML = '';
});

describe('mountGuests', () => {
  it('reads the booking, then shows the Guest List panel on the adapter, and unmounting leaves the element empty', async () => {
    const listAttendees = vi.fn(async () => []);
    const element = mount({ api: sliceWith(listAttendees) });
    expect(within(element).getByRole('status').textContent).toBe(embedTexts.loading);
    await within(element).findByText('No guests found for this booking');
    expect(listAttendees).toHaveBeenCalledWith({ bookingID: 'evt-1', signal: expect.any(AbortSignal) });
    act(() => unmounts.splice(0).forEach((unmount) => unmount()));
    expect(element.childNodes.length).toBe(0);
  });

  it("says so when the booking cannot be read, and the page's onError hears a failed adapter call by name", async () => {
    const failed = mount({ loadBooking: async () => Promise.reject(new Error('down')) });
    await within(failed).findByText(embedTexts.loadFailed);

    const onError = vi.fn();
    const failure = new Error('partner down');
    const element = mount({ api: sliceWith(vi.fn(async () => Promise.reject(failure))), onError });
    await within(element).findByText('Error getting registrations for this booking');
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure, 'registrations.listAttendees'));
  });
});
