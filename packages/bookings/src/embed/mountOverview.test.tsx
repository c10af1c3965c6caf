import { createMemoryApi, createTokenAuth, exampleLinks } from '@greenroom/core';
import { act, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingStorySeed, STORY_BOOKING_ID } from '../stories/BookingStoryPortal';
import { mountOverview } from './mountOverview';
import { embedTexts } from './texts';

const unmounts: (() => void)[] = [];

afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  document.body.innerHTML = '';
});

describe('mountOverview', () => {
  it('reads the booking through the slice, shows the Overview panel, and unmounting leaves the element empty', async () => {
    const { bookings, spaces, calendars } = createMemoryApi(bookingStorySeed());
    const get = vi.spyOn(bookings, 'get');
    const element = document.body.appendChild(document.createElement('section'));
    act(() => {
      unmounts.push(mountOverview(element, { bookingID: STORY_BOOKING_ID, api: { bookings, spaces, calendars }, auth: createTokenAuth({ getToken: () => 't' }), links: exampleLinks }));
    });
    expect(within(element).getByRole('status').textContent).toBe(embedTexts.loading);
    // The file's first render transforms the whole panel on a shared 2-core machine: allow for it.
    expect(await within(element).findByRole('heading', { name: 'General Access Link' }, { timeout: 15000 })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ bookingID: STORY_BOOKING_ID }));
    act(() => unmounts.splice(0).forEach((unmount) => unmount()));
    expect(element.childNodes.length).toBe(0);
  });
});
