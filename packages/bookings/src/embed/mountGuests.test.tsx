import { createPortalQueryClient, createTokenAuth, exampleLinks } from '@greenroom/core';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestsSlice } from '../data/guestSlices';
import { storyBooking } from '../stories/BookingStoryPortal';
import { mountGuests, type GuestsEmbedOptions } from './mountGuests';
import { embedTexts } from './texts';

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
        bookingID: 'booking-1',
        api: sliceWith(vi.fn(async () => [])),
        loadBooking: async () => storyBooking('booking-4'),
        auth: createTokenAuth({ getToken: () => 'k' }),
        links: exampleLinks,
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
    // The file's first render transforms the whole panel on a shared 2-core machine: allow for it.
    await within(element).findByText('No guests found for this booking', {}, { timeout: 15000 });
    expect(listAttendees).toHaveBeenCalledWith({ bookingID: 'booking-4', signal: expect.any(AbortSignal) });
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

  it('keeps a query cache shared with other panels when it unmounts', async () => {
    const queryClient = createPortalQueryClient();
    const shared = mount({ queryClient });
    await within(shared).findByText('No guests found for this booking', {}, { timeout: 15000 });
    act(() => unmounts.splice(0).forEach((unmount) => unmount()));
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
  });
});
