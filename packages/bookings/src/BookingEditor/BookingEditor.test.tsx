import { HttpError } from '@greenroom/core';
import { PortalFixture } from '@greenroom/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingStoryApi, storyBooking } from '../stories/storyPortal';
import { renderStory } from '../testing/renderStory';
import { BookingEditor } from './BookingEditor';
import { Basic, DeleteError, Error as ErrorStory, Loading, SuperAdmin, Upcoming } from './BookingEditor.stories';

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

afterEach(() => vi.useRealTimers());

describe('BookingEditor', () => {
  it('shows the name, the LIVE badge while live, and every tab with Attendees once access time is past', async () => {
    renderStory(Basic);
    expect(await screen.findByRole('heading', { name: 'Product Launch Keynote' })).toBeInTheDocument();
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Overview', 'Attendees', 'Guest List', 'Registration', 'Presenters', 'Email', 'Messages']);
    expect(screen.queryByRole('button', { name: 'Copy booking ID' })).not.toBeInTheDocument();
  });

  it('hides LIVE and Attendees for an upcoming booking, and shows an honest placeholder on unfinished tabs', async () => {
    const { user } = renderStory(Upcoming);
    await screen.findByRole('heading', { name: 'Customer Roundtable' });
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
    expect(tabNames()).toEqual(['Overview', 'Guest List', 'Registration', 'Presenters', 'Email', 'Messages']);
    await user.click(screen.getByRole('tab', { name: 'Guest List' }));
    expect(screen.getByText('The Guest List tab is not available in this version of the portal yet.')).toBeInTheDocument();
  });

  it('LIVE appears at the start and disappears at the end as the clock passes them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const now = Date.now();
    const soon = { ...storyBooking(), bookingID: 'soon' };
    soon.start = { ...soon.start, time: new Date(now + 60_000).toISOString(), timeValue: now + 60_000 };
    soon.end = { ...soon.end, time: new Date(now + 120_000).toISOString(), timeValue: now + 120_000 };
    soon.accessTime = soon.start.time;
    const api = bookingStoryApi({ bookings: [soon] });
    render(
      <PortalFixture api={api}>
        <BookingEditor bookingID="soon" />
      </PortalFixture>,
    );
    await screen.findByRole('heading', { name: soon.name });
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Attendees' })).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(61_000);
    expect(await screen.findByText('LIVE')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Attendees' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(screen.queryByText('LIVE')).not.toBeInTheDocument());
  });

  it('shows the booking ID with a copy button to super-admins', async () => {
    renderStory(SuperAdmin);
    expect(await screen.findByText('Booking ID: booking-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy booking ID' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Send Entry Notifications' })).toBeInTheDocument();
  });

  it('shows a spinner while the booking loads', () => {
    const api = bookingStoryApi();
    vi.spyOn(api.bookings, 'get').mockReturnValue(new Promise(() => undefined));
    renderStory(Loading, { api });
    expect(screen.getByRole('progressbar', { name: 'Loading booking' })).toBeInTheDocument();
  });

  it('shows an error when the booking cannot be read', async () => {
    const api = bookingStoryApi();
    vi.spyOn(api.bookings, 'get').mockRejectedValue(new HttpError(500, 'x'));
    renderStory(ErrorStory, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred getting this booking');
  });

  it('BACK returns to the space', async () => {
    const { user, navigate } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'BACK' }));
    expect(navigate).toHaveBeenCalledWith('/space/space-1');
  });

  it("Edit Name: 'Required' sends nothing; a new name is saved with the version read", async () => {
    const { user, api } = renderStory(Basic);
    const update = vi.spyOn(api.bookings, 'update');
    await user.click(await screen.findByRole('button', { name: 'Edit booking name' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Name' });
    const field = within(dialog).getByRole('textbox', { name: /Booking Name/ });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.click(field);
    await user.paste(' Launch Day ');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('heading', { name: 'Launch Day' })).toBeInTheDocument();
    expect(update).toHaveBeenCalledExactlyOnceWith({ booking: expect.objectContaining({ bookingID: 'booking-1', name: 'Launch Day', version: 1 }) });
  });

  it("Edit Name failure shows 'An error occurred updating the name of this booking'", async () => {
    const { user, api } = renderStory(Basic);
    vi.spyOn(api.bookings, 'update').mockRejectedValue(new HttpError(500, 'x'));
    await user.click(await screen.findByRole('button', { name: 'Edit booking name' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Name' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred updating the name of this booking');
  });

  it('a 412 tells the producer the booking changed elsewhere, reloads it and overwrites nothing', async () => {
    const api = bookingStoryApi();
    const get = vi.spyOn(api.bookings, 'get');
    vi.spyOn(api.bookings, 'update').mockRejectedValue(new HttpError(412, 'Stale'));
    const { user, alert } = renderStory(Basic, { api });
    await user.click(await screen.findByRole('button', { name: 'Edit booking name' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Name' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('This booking was changed elsewhere. The latest version has been loaded; please make your change again.'),
    );
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Product Launch Keynote' })).toBeInTheDocument();
  });

  it("delete asks 'Delete This Booking?', deletes and returns to the space", async () => {
    const { user, api, navigate } = renderStory(Basic);
    const remove = vi.spyOn(api.bookings, 'delete');
    await user.click(await screen.findByRole('button', { name: 'Delete booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete This Booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/space/space-1'));
    expect(remove).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', bookingID: 'booking-1' });
  });

  it("a failed delete shows 'An error occurred deleting this booking' and stays", async () => {
    const api = bookingStoryApi();
    vi.spyOn(api.bookings, 'delete').mockRejectedValue(new HttpError(500, 'x'));
    const { user, navigate } = renderStory(DeleteError, { api });
    await user.click(await screen.findByRole('button', { name: 'Delete booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete This Booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred deleting this booking');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('duplicate asks for the run start then end (end compared with the new start), creates the copy and opens it', async () => {
    const { user, api, navigate } = renderStory(Basic);
    const create = vi.spyOn(api.bookings, 'create');
    await user.click(await screen.findByRole('button', { name: 'Duplicate booking' }));
    const start = screen.getByRole('dialog', { name: 'Set Run Start Date / Time' });
    const original = storyBooking();
    // Move the start one day later (same wall time).
    const dateField = within(start).getByRole('textbox', { name: /Date/ });
    const day = new Date(original.start.timeValue + 86_400_000);
    const typed = day.toLocaleDateString('en-US', { timeZone: 'America/Chicago', month: '2-digit', day: '2-digit', year: 'numeric' });
    await user.clear(dateField);
    await user.type(dateField, typed);
    await user.click(within(start).getByRole('button', { name: 'NEXT' }));

    const end = await screen.findByRole('dialog', { name: 'Set Run End Date / Time' });
    // The original end is before the new start.
    await user.click(within(end).getByRole('button', { name: 'SAVE' }));
    expect(within(end).getByRole('alert')).toHaveTextContent("End date/time must be after the event's start date/time");
    expect(create).not.toHaveBeenCalled();
    const endDate = within(end).getByRole('textbox', { name: /Date/ });
    await user.clear(endDate);
    await user.type(endDate, typed);
    await user.click(within(end).getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const payload = create.mock.calls[0][0];
    expect(payload.start.timeValue).toBe(original.start.timeValue + 86_400_000);
    expect(payload.end.timeValue).toBe(original.end.timeValue + 86_400_000);
    expect(Date.parse(payload.doorsOpen)).toBe(Date.parse(original.doorsOpen) + 86_400_000);
    expect(payload).toMatchObject({ spaceID: 'space-1', name: original.name, capacity: original.capacity });
    const copy = await create.mock.results[0].value;
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/booking/${copy.bookingID}`));
  }, 20_000);
});
