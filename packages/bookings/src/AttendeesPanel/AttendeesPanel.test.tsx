import type { AttendanceRecord } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads, readBlob } from '../OverviewPanel/overviewTestKit';
import { ATTENDANCE_POLL_MS } from '../data/attendanceQueries';
import { Basic, Empty, LoadError, Loading, Rejoins, SuperAdmin } from './AttendeesPanel.stories';

let downloads: ReturnType<typeof catchDownloads>;
beforeEach(() => {
  downloads = catchDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const row = (name: string) => screen.getByRole('cell', { name }).closest('[role="row"]') as HTMLElement;
const cells = (name: string) => within(row(name)).getAllByRole('cell').map((cell) => cell.textContent);
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('AttendeesPanel', () => {
  it('shows one row per person with time in room, now taken as the end for people still in the room', async () => {
    renderStory(Basic);
    expect(await screen.findByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(cells('Ada Lovelace').slice(1, 6)).toEqual(['Attendee', '11/21/2026 8:05 AM CST', 'In room', '1', '0h:55m']);
    expect(cells('Grace Hopper').slice(3, 6)).toEqual(['11/21/2026 8:40 AM CST', '1', '0h:30m']);
    expect(within(row('Ada Lovelace')).getAllByRole('cell')[1]).toHaveTextContent('Attendee');
    expect(stat('In event')).toBe('2');
  });

  it('marks attendance role 2 as a presenter', async () => {
    renderStory(Basic);
    await screen.findByRole('cell', { name: 'Ada Lovelace' });
    const presenterRow = screen.getAllByRole('cell', { name: 'Presenter' })[0].closest('[role="row"]') as HTMLElement;
    expect(within(presenterRow).getAllByRole('cell')[5]).toHaveTextContent('1h:00m');
  });

  it('merges rejoins and a second device: joins, last leave and time in room counted once', async () => {
    renderStory(Rejoins);
    await screen.findByRole('cell', { name: 'Grace Hopper' });
    expect(cells('Grace Hopper').slice(3, 6)).toEqual(['In room', '3', '0h:40m']);
    expect(cells('Ada Lovelace').slice(4, 6)).toEqual(['2', '0h:55m']);
    expect(stat('In event')).toBe('3');
    expect(stat('Peak in room')).toBe('4 at 11/21/2026 8:30 AM CST');
    expect(screen.getByRole('img', { name: 'People in the room over time' })).toBeInTheDocument();
  });

  it("searches case-insensitively on 'first last' and says 'No attendees found for this booking' when nobody matches", async () => {
    const { user } = renderStory(Rejoins);
    await screen.findByRole('cell', { name: 'Grace Hopper' });
    await user.type(screen.getByRole('searchbox', { name: 'Search attendees' }), 'E HOP');
    expect(screen.getByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search attendees' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search attendees' }), 'nobody');
    expect(screen.getByText('No attendees found for this booking')).toBeInTheDocument();
  });

  it("shows 'The attendee list is empty for this booking' without records", async () => {
    renderStory(Empty);
    expect(await screen.findByText('The attendee list is empty for this booking')).toBeInTheDocument();
    expect(stat('In event')).toBe('0');
    expect(stat('Peak in room')).toBe('Nobody yet');
  });

  it('shows the loading state while the list is pending', async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.getByText('Loading attendees')).toBeInTheDocument();
    expect(screen.queryByText('In event')).not.toBeInTheDocument();
    expect(screen.queryByText('Peak in room')).not.toBeInTheDocument();
  });

  it("shows 'An error occurred getting attendees for this booking' when the list fails", async () => {
    renderStory(LoadError);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred getting attendees for this booking');
    // No false figures next to the error (it showed 'In event 0' and 'Peak in room Nobody yet').
    expect(screen.queryByText('In event')).not.toBeInTheDocument();
    expect(screen.queryByText('Peak in room')).not.toBeInTheDocument();
    expect(screen.queryByText('Nobody yet')).not.toBeInTheDocument();
  });

  it('compares with the guest list: registered and did not come, came without being on the list', async () => {
    const { user } = renderStory(Rejoins);
    await screen.findByRole('cell', { name: 'Grace Hopper' });
    await user.click(screen.getByRole('radio', { name: 'Registered, did not come' }));
    const absent = await screen.findByRole('table', { name: 'Registered, did not come' });
    expect(within(absent).getByRole('cell', { name: 'Alan Turing' })).toBeInTheDocument();
    expect(within(absent).getByRole('cell', { name: 'Katherine Johnson' })).toBeInTheDocument();
    expect(within(absent).queryByRole('cell', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Came, not on the guest list' }));
    const unlisted = screen.getByRole('table', { name: 'Came, not on the guest list' });
    expect(within(unlisted).getByRole('cell', { name: 'Walk In' })).toBeInTheDocument();
    expect(within(unlisted).queryByRole('cell', { name: 'Linus Torvalds' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Registered, came' }));
    expect(within(screen.getByRole('table', { name: 'Registered, came' })).getAllByRole('row')).toHaveLength(3);
  });

  it('exports the registered-did-not-come list', async () => {
    const { user } = renderStory(Rejoins);
    await screen.findByRole('cell', { name: 'Grace Hopper' });
    await user.click(screen.getByRole('radio', { name: 'Registered, did not come' }));
    await screen.findByRole('cell', { name: 'Alan Turing' });
    await user.click(screen.getByRole('button', { name: 'Download this list (.csv)' }));
    expect(downloads.files[0].name).toBe('Product Launch Keynote-registered-did-not-come.csv');
    const csv = await readBlob(downloads.blobs[0]);
    expect(csv).toContain('Alan,Turing');
    expect(csv).not.toContain('Ada');
  });

  it("downloads '<booking name>-attendees.csv' with the §9 columns and says 'Attendee List (.csv) has downloaded'", async () => {
    const { user } = renderStory(Rejoins);
    await screen.findByRole('cell', { name: 'Grace Hopper' });
    await user.click(screen.getByRole('button', { name: 'Download attendee list (.csv)' }));
    expect(downloads.files[0].name).toBe('Product Launch Keynote-attendees.csv');
    const lines = (await readBlob(downloads.blobs[0])).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'firstName,lastName,company,emailAddress,phoneNumber,addressLine1,addressLine2,city,state,zipCode,brand,startTime,endTime,timeInRoom,loginCode,registrationID,socketID,attendeesID',
    );
    expect(lines.filter((line) => line.startsWith('Grace,Hopper'))).toHaveLength(3);
    expect(await screen.findByText('Attendee List (.csv) has downloaded')).toBeInTheDocument();
  });

  it('opens Attendee Information and Login Activity (no socket or attendees ID for other producers)', async () => {
    const { user } = renderStory(Rejoins);
    await screen.findByRole('cell', { name: 'Grace Hopper' });
    await user.click(screen.getByRole('button', { name: 'Attendee information for Ada Lovelace' }));
    const info = screen.getByRole('dialog', { name: 'Attendee Information' });
    expect(within(info).getByText('Analytical Engines')).toBeInTheDocument();
    await user.click(within(info).getByRole('button', { name: 'CLOSE' }));
    await user.click(screen.getByRole('button', { name: 'Login activity for Grace Hopper' }));
    const activity = screen.getByRole('dialog', { name: 'Login Activity' });
    expect(within(activity).getAllByRole('row')).toHaveLength(4);
    expect(within(activity).queryByRole('columnheader', { name: 'Socket ID' })).not.toBeInTheDocument();
    expect(within(activity).queryByText('socket-attendee-grace-2')).not.toBeInTheDocument();
  });

  it('shows socket ID and attendees ID in Login Activity to super-admins', async () => {
    const { user } = renderStory(SuperAdmin);
    await user.click(await screen.findByRole('button', { name: 'Login activity for Grace Hopper' }));
    const activity = screen.getByRole('dialog', { name: 'Login Activity' });
    expect(within(activity).getByRole('columnheader', { name: 'Socket ID' })).toBeInTheDocument();
    expect(within(activity).getByText('socket-attendee-grace-2')).toBeInTheDocument();
    expect(within(activity).getByText('attendee-grace-2')).toBeInTheDocument();
  });

  it('shows Login Activity in the kit table, whose columns keep their minimums (it scrolls sideways on a phone)', async () => {
    const { user } = renderStory(SuperAdmin);
    await user.click(await screen.findByRole('button', { name: 'Login activity for Grace Hopper' }));
    const activity = screen.getByRole('table', { name: 'Login Activity' });
    expect(activity).toHaveAttribute('data-ui', 'Table');
    // Start and End keep a whole date and time; Time in Room its header (they broke mid-word at 390 px).
    const header = within(activity).getAllByRole('row')[0];
    expect(getComputedStyle(header).gridTemplateColumns).toBe('220px 220px 140px 360px 360px');
  });

  it('refreshes by itself while the room is open, paused while the page is hidden, and announces the count politely', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { control } = renderStory(Basic);
    await screen.findByRole('cell', { name: 'Ada Lovelace' });
    const list = control.spy('attendance.list');
    expect(list).toHaveBeenCalledTimes(1);
    const status = screen.getByText('2 in event, 3 attended');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    const focused = document.activeElement;

    const first = (await list.mock.results[0].value) as AttendanceRecord[];
    const newcomer: AttendanceRecord = { ...first[0], attendeesID: 'attendee-new', registrationID: 'registration-4', startTime: '2026-11-21T14:59:00Z', endTime: '', intakeData: { firstName: 'Katherine', lastName: 'Johnson' } };
    list.mockResolvedValueOnce([...first, newcomer]);
    await act(() => vi.advanceTimersByTimeAsync(ATTENDANCE_POLL_MS));
    await control.flush();
    expect(list).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('cell', { name: 'Katherine Johnson' })).toBeInTheDocument();
    expect(status).toHaveTextContent('3 in event, 4 attended');
    expect(stat('In event')).toBe('3');
    expect(document.activeElement).toBe(focused);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(ATTENDANCE_POLL_MS * 3));
    expect(list).toHaveBeenCalledTimes(2);

    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(ATTENDANCE_POLL_MS));
    await control.flush();
    expect(list.mock.calls.length).toBeGreaterThan(2);
  });
});
