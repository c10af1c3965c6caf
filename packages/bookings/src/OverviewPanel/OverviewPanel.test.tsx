import { exampleLinks, formatDateTimeInZone, HttpError, questionsCsv, usageHours } from '@greenroom/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingStoryApi } from '../stories/storyPortal';
import { renderStory } from '../testing/renderStory';
import { Basic, CapacityLocked, DoorsOff, NoMobileHybridCode, privateCloudBookings, SuperAdmin } from './OverviewPanel.stories';

const row = (label: string) => {
  const cell = screen.getByText(label, { selector: 'span' });
  return cell.parentElement as HTMLElement;
};

/** jsdom's Blob has no text(); FileReader reads it. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

let downloads: { name: string; href: string }[];
let blobs: Blob[];
beforeEach(() => {
  downloads = [];
  blobs = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href });
  });
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

async function rendered(Story = Basic, prepare?: (api: ReturnType<typeof bookingStoryApi>) => void) {
  const api = bookingStoryApi();
  prepare?.(api);
  const result = renderStory(Story, { api });
  await screen.findByText('General Access Link');
  return result;
}

describe('OverviewPanel: links', () => {
  it('builds intake, mobile-hybrid and photo album URLs from the provider’s link hosts', async () => {
    const { api } = await rendered();
    const booking = await api.bookings.get({ bookingID: 'booking-1' });
    expect(within(row('Intake URL')).getByText(`${exampleLinks.intake}${booking.publicAppLoginCode}`)).toBeInTheDocument();
    expect(within(row('Mobile Hybrid URL (beta)')).getByText(`${exampleLinks.mobileHybrid}${booking.mobileHybridLoginCode}`)).toBeInTheDocument();
    expect(within(row('Photo Album URL')).getByText(`${exampleLinks.photoAlbum}booking-1`)).toBeInTheDocument();
    expect(within(row('Q&A Display')).getByText(`${exampleLinks.qaDisplay}${booking.publicAppLoginCode}`)).toBeInTheDocument();
  });

  it('creates a mobile-hybrid code when the booking has none', async () => {
    const { api } = await rendered(NoMobileHybridCode, (a) => vi.spyOn(a.bookings, 'regenerateMobileHybridCode'));
    await waitFor(() => expect(api.bookings.regenerateMobileHybridCode).toHaveBeenCalledExactlyOnceWith({ bookingID: 'booking-4', create: true }));
    const code = (await api.bookings.get({ bookingID: 'booking-4' })).mobileHybridLoginCode;
    expect(await screen.findByText(`${exampleLinks.mobileHybrid}${code}`)).toBeInTheDocument();
  });

  it("regenerates the intake link after 'Confirm Link Regeneration'", async () => {
    const { user, api } = await rendered();
    const regenerate = vi.spyOn(api.bookings, 'regeneratePublicCode');
    await user.click(screen.getByRole('button', { name: 'Regenerate Intake URL' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Link Regeneration' });
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    const code = await regenerate.mock.results[0].value;
    expect(regenerate).toHaveBeenCalledExactlyOnceWith({ bookingID: 'booking-1' });
    expect(await within(row('Intake URL')).findByText(`${exampleLinks.intake}${code}`)).toBeInTheDocument();
  });

  it("shows 'An error occurred regenerating this link' when regeneration fails", async () => {
    const { user } = await rendered(Basic, (a) => vi.spyOn(a.bookings, 'regenerateMobileHybridCode').mockRejectedValue(new HttpError(500, 'x')));
    await user.click(screen.getByRole('button', { name: 'Regenerate Mobile Hybrid URL (beta)' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Link Regeneration' });
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred regenerating this link');
  });

  it('downloads the mobile-hybrid URL as a QR code PNG named after the booking', async () => {
    const { user } = await rendered();
    await user.click(screen.getByRole('button', { name: 'Download QR code' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toBe('Product Launch Keynote-mobile-hybrid-qr.png');
    expect(downloads[0].href).toMatch(/^data:image\/png;base64,/);
  });
});

describe('OverviewPanel: dates and times', () => {
  it('shows the four rows in the booking’s zone; doors rows are locked while Doors Open Early is off', async () => {
    const { api } = await rendered(DoorsOff);
    const booking = await api.bookings.get({ bookingID: 'booking-3' });
    expect(within(row('Event Start')).getByText(formatDateTimeInZone(booking.start.time, booking.start.timezone))).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Doors Open Early' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Edit Doors Open' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Doors Close' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Event Start' })).toBeEnabled();
  });

  it("turning Doors Open Early on saves enableDoors; a failure alerts 'Error editing this booking'", async () => {
    const { user, api, alert } = await rendered(DoorsOff);
    const update = vi.spyOn(api.bookings, 'update');
    await user.click(screen.getByRole('switch', { name: 'Doors Open Early' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Doors Open Early' })).toBeChecked());
    expect(update).toHaveBeenCalledWith({ booking: expect.objectContaining({ bookingID: 'booking-3', enableDoors: true }) });
    expect(screen.getByRole('button', { name: 'Edit Doors Open' })).toBeEnabled();

    update.mockRejectedValueOnce(new HttpError(500, 'x'));
    await user.click(screen.getByRole('switch', { name: 'Doors Open Early' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error editing this booking'));
    expect(screen.getByRole('switch', { name: 'Doors Open Early' })).toBeChecked();
  });

  it('moving the start one hour later moves doors open by the same hour', async () => {
    const { user, api } = await rendered();
    const before = await api.bookings.get({ bookingID: 'booking-1' });
    const update = vi.spyOn(api.bookings, 'update');
    await user.click(screen.getByRole('button', { name: 'Edit Event Start' }));
    const dialog = screen.getByRole('dialog', { name: 'Event Start' });
    const time = within(dialog).getByLabelText('Time');
    const later = new Date(before.start.timeValue + 3_600_000).toLocaleTimeString('en-GB', { timeZone: before.start.timezone, hour: '2-digit', minute: '2-digit' });
    await user.clear(time);
    await user.type(time, later);
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const sent = update.mock.calls[0][0].booking;
    expect(sent.start.timeValue).toBe(before.start.timeValue + 3_600_000);
    expect(Date.parse(sent.doorsOpen)).toBe(Date.parse(before.doorsOpen) + 3_600_000);
    expect(sent.version).toBe(before.version);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("refuses doors open after the start: 'Selected doors open time must be before event start time'", async () => {
    const { user, api } = await rendered();
    const booking = await api.bookings.get({ bookingID: 'booking-1' });
    const update = vi.spyOn(api.bookings, 'update');
    await user.click(screen.getByRole('button', { name: 'Edit Doors Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Doors Open' });
    const time = within(dialog).getByLabelText('Time');
    const atStart = new Date(booking.start.timeValue + 60_000).toLocaleTimeString('en-GB', { timeZone: booking.start.timezone, hour: '2-digit', minute: '2-digit' });
    await user.clear(time);
    await user.type(time, atStart);
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Selected doors open time must be before event start time');
    expect(update).not.toHaveBeenCalled();
  });

  it("refuses an end before the start: \"End date/time must be after the event's start date/time\"", async () => {
    const { user, api } = await rendered();
    const booking = await api.bookings.get({ bookingID: 'booking-1' });
    await user.click(screen.getByRole('button', { name: 'Edit Event End' }));
    const dialog = screen.getByRole('dialog', { name: 'Event End' });
    const time = within(dialog).getByLabelText('Time');
    const early = new Date(booking.start.timeValue - 3_600_000).toLocaleTimeString('en-GB', { timeZone: booking.end.timezone, hour: '2-digit', minute: '2-digit' });
    await user.clear(time);
    await user.type(time, early);
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent("End date/time must be after the event's start date/time");
  });
});

describe('OverviewPanel: miscellaneous', () => {
  async function editCapacity(user: ReturnType<typeof renderStory>['user'], value: string) {
    await user.click(screen.getByRole('button', { name: 'Edit event capacity' }));
    const dialog = screen.getByRole('dialog', { name: 'Event Capacity' });
    const field = within(dialog).getByRole('spinbutton', { name: /Event Capacity/ });
    await user.clear(field);
    await user.type(field, value);
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    return dialog;
  }

  it('refuses capacity above 500 and below the registration count, saves a valid one', async () => {
    const { user, api } = await rendered();
    const update = vi.spyOn(api.bookings, 'update');
    const dialog = await editCapacity(user, '501');
    expect(within(dialog).getByText('Event capacity setting cannot exceed 500 attendees')).toBeInTheDocument();
    const field = within(dialog).getByRole('spinbutton', { name: /Event Capacity/ });
    await user.clear(field);
    await user.type(field, '1');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByText('Event capacity may not be set below the current registration count for this event')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '120');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).toHaveBeenCalledExactlyOnceWith({ booking: expect.objectContaining({ capacity: 120 }) });
    expect(within(row('Event Capacity')).getByText('120')).toBeInTheDocument();
  });

  it("shows 'Error updating the selected booking' when the capacity save fails", async () => {
    const { user } = await rendered(Basic, (a) => vi.spyOn(a.bookings, 'update').mockRejectedValue(new HttpError(500, 'x')));
    const dialog = await editCapacity(user, '30');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error updating the selected booking');
  });

  it('locks the capacity edit for a private cloud booking starting in under 24 hours', async () => {
    const api = bookingStoryApi({ bookings: privateCloudBookings() });
    renderStory(CapacityLocked, { api });
    await screen.findByText('General Access Link');
    expect(screen.getByRole('button', { name: 'Edit event capacity' })).toBeDisabled();
  });

  it('Q&A: the switch shows a spinner and changes only once the save succeeded', async () => {
    const { user, api } = await rendered();
    let finish: (() => void) | undefined;
    const real = api.bookings.update.bind(api.bookings);
    vi.spyOn(api.bookings, 'update').mockImplementation((p) => new Promise((resolve, reject) => (finish = () => real(p).then(resolve, reject))));
    const qa = screen.getByRole('switch', { name: 'Q&A' });
    expect(qa).toBeChecked();
    await user.click(qa);
    await waitFor(() => expect(qa).toHaveAttribute('aria-busy', 'true'));
    expect(qa).toBeChecked();
    finish?.();
    await waitFor(() => expect(qa).not.toBeChecked());
    expect(api.bookings.update).toHaveBeenCalledWith({ booking: expect.objectContaining({ enableQA: false }) });
  });

  it('downloads the Q&A questions as a spreadsheet-safe CSV named after the booking', async () => {
    const { user, api } = await rendered();
    await user.click(screen.getByRole('button', { name: 'Download Q&A (.csv)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toBe('Product Launch Keynote-questions.csv');
    const questions = await api.bookings.questions({ bookingID: 'booking-1' });
    const text = await readBlob(blobs[0]);
    // FileReader drops the UTF-8 BOM the export starts with.
    expect(text).toBe(questionsCsv(questions, 'America/Chicago').replace(/^\uFEFF/, ''));
    expect(text).toContain('Question Text,Asker Name,Votes,Answer Text,Answerer Name,Status,Timestamp');
  });

  it('shows user hours to 2 decimals, refreshes them, and shows 0.00 when they cannot be read', async () => {
    const { user, api } = await rendered();
    const { usageSeconds } = await api.bookings.usage({ bookingID: 'booking-1' });
    expect(await within(row('User Hours')).findByText(usageHours(usageSeconds))).toBeInTheDocument();
    vi.spyOn(api.bookings, 'usage').mockRejectedValue(new HttpError(500, 'x'));
    await user.click(screen.getByRole('button', { name: 'Refresh user hours' }));
    expect(await within(row('User Hours')).findByText('0.00')).toBeInTheDocument();
  });

  it("Add to Calendar off clears calendarID; a failure alerts 'An error occurred.'", async () => {
    const { user, api, alert } = await rendered();
    const update = vi.spyOn(api.bookings, 'update').mockRejectedValueOnce(new HttpError(500, 'x'));
    const toggle = await screen.findByRole('switch', { name: 'Add to Calendar' });
    await user.click(toggle);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('An error occurred.'));
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(update).toHaveBeenLastCalledWith({ booking: expect.objectContaining({ calendarID: '' }) });
  });

  it('choosing a calendar with another name asks to rename: YES sets both, NO only the calendar', async () => {
    const { user, api } = await rendered();
    const update = vi.spyOn(api.bookings, 'update');
    await user.click(screen.getByRole('button', { name: 'Choose calendar' }));
    let dialog = screen.getByRole('dialog', { name: 'Choose Calendar' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Calendar' }), 'All Hands');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    dialog = screen.getByRole('dialog', { name: 'Rename Booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0].booking).toMatchObject({ calendarID: 'calendar-2', name: 'Product Launch Keynote' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Choose calendar' }));
    dialog = screen.getByRole('dialog', { name: 'Choose Calendar' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Calendar' }), 'Spring Season');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    dialog = screen.getByRole('dialog', { name: 'Rename Booking?' });
    update.mockRejectedValueOnce(new HttpError(500, 'x'));
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update.mock.lastCall?.[0].booking).toMatchObject({ calendarID: 'calendar-1', name: 'Spring Season' });
  }, 20_000);

  it('super-admin settings show only to super-admins; the video server select sends updatedVideoServer', async () => {
    const { user, api } = await rendered(SuperAdmin);
    const update = vi.spyOn(api.bookings, 'update');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Video Server' }), 'US Private Cloud');
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0].booking.updatedVideoServer).toEqual({ url: 'https://video-us.greenroom.test', appID: 'greenroom-us-private' });
    expect(screen.getByRole('switch', { name: 'Show In-Room Help Button' })).toBeInTheDocument();
  });

  it('ordinary producers see none of the super-admin settings', async () => {
    await rendered();
    expect(screen.queryByRole('switch', { name: 'Send Entry Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Game Server' })).not.toBeInTheDocument();
  });
});
