import { renderStory } from '@greenroom/testing';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingStoryPortal, STORY_NOW, storyBookingAt } from '../stories/BookingStoryPortal';
import { loadedDialog } from '../stories/panelTesting';
import { lazyComponent } from '@greenroom/ui';
import type { JSX } from 'react';
import { BookingEditor } from './BookingEditor';
import type { EditorTab } from './editorTabs';
import { Basic, ChangedElsewhere, Deleting, DeleteError, Error as ErrorStory, Loading, RenameError, SuperAdmin, Upcoming } from './BookingEditor.stories';

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

afterEach(() => vi.useRealTimers());

async function openDialog(user: ReturnType<typeof renderStory>['user'], button: string, name: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  // The header's dialogs load on first use: until then a frame with the same title stands in.
  return loadedDialog(name);
}

describe('BookingEditor', () => {
  it('shows the name, the LIVE badge while live, and every tab with Attendees once access time is past', async () => {
    renderStory(Basic);
    expect(await screen.findByRole('heading', { name: 'Product Launch Keynote' })).toBeInTheDocument();
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Overview', 'Attendees', 'Guest List', 'Registration', 'Presenters', 'Email', 'Messages']);
    expect(screen.queryByRole('button', { name: 'Copy booking ID' })).not.toBeInTheDocument();
  });

  it('keeps its tabs in one row that scrolls sideways where they do not fit (a phone), never wrapped', async () => {
    renderStory(Basic);
    const tablist = await screen.findByRole('tablist', { name: 'Booking tabs' });
    expect(within(tablist).getAllByRole('tab')).toHaveLength(7);
    const style = getComputedStyle(tablist);
    expect([style.flexWrap, style.overflowX]).toEqual(['nowrap', 'auto']);
  });

  it('hides LIVE and Attendees for an upcoming booking; the Guest List tab shows its guests', async () => {
    const { user } = renderStory(Upcoming);
    await screen.findByRole('heading', { name: 'Customer Roundtable' });
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
    expect(tabNames()).toEqual(['Overview', 'Guest List', 'Registration', 'Presenters', 'Email', 'Messages']);
    await user.click(screen.getByRole('tab', { name: 'Guest List' }));
    expect(await screen.findByText('Donald Knuth')).toBeInTheDocument();
  });

  it("keeps the open panel (marked busy) while the chosen tab's code loads, then shows it, with no spinner between", async () => {
    let arrive: (module: { default: () => JSX.Element }) => void = () => {};
    const SlowPanel = lazyComponent(() => new Promise<{ default: () => JSX.Element }>((resolve) => (arrive = resolve)));
    const tabs: EditorTab[] = [
      { id: 'first', label: 'First', visible: () => true, Panel: () => <p>First panel</p> },
      { id: 'slow', label: 'Slow', visible: () => true, Panel: SlowPanel, preload: SlowPanel.preload },
    ];
    function WithSlowTab() {
      return (
        <BookingStoryPortal>
          <BookingEditor bookingID="booking-1" tabs={tabs} />
        </BookingStoryPortal>
      );
    }
    const { user } = renderStory(WithSlowTab);
    expect(await screen.findByText('First panel')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Slow' }));
    expect(screen.getByRole('tab', { name: 'Slow' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('First panel').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(within(screen.getByRole('tabpanel')).queryByRole('progressbar')).not.toBeInTheDocument();
    await act(async () => arrive({ default: () => <p>Slow panel</p> }));
    expect(await screen.findByText('Slow panel')).toBeInTheDocument();
    expect(screen.queryByText('First panel')).not.toBeInTheDocument();
    expect(screen.getByText('Slow panel').parentElement).not.toHaveAttribute('aria-busy');
  });

  it('LIVE appears at the start and disappears at the end as the clock passes them', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(STORY_NOW);
    const soon = { ...storyBookingAt('booking-1', 1 / 60, 1 / 60), bookingID: 'soon' };
    function StartingSoon() {
      return (
        <BookingStoryPortal now={() => new Date()} bookings={[soon]}>
          <BookingEditor bookingID="soon" />
        </BookingStoryPortal>
      );
    }
    const { control } = renderStory(StartingSoon);
    await control.flush();
    expect(screen.getByRole('heading', { name: soon.name })).toBeInTheDocument();
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Attendees' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Attendees' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
  });

  it('shows the booking ID with a copy button to super-admins', async () => {
    renderStory(SuperAdmin);
    expect(await screen.findByText('Booking ID: booking-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy booking ID' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Send Entry Notifications' })).toBeInTheDocument();
  });

  it('shows a spinner while the booking loads, then the booking', async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.getByRole('progressbar', { name: 'Loading booking' })).toBeInTheDocument();
    await control.release('bookings.get');
    expect(screen.getByRole('heading', { name: 'Product Launch Keynote' })).toBeInTheDocument();
  });

  it('shows an error when the booking cannot be read', async () => {
    renderStory(ErrorStory);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred getting this booking');
  });

  it('BACK returns to the space', async () => {
    const { user, navigate } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'BACK' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/space/space-1');
  });

  it("Edit Name: 'Required' sends nothing; a new name is saved with the version read", async () => {
    const { user, control } = renderStory(Basic);
    const update = control.spy('bookings.update');
    const dialog = await openDialog(user, 'Edit booking name', 'Edit Name');
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
    const { user } = renderStory(RenameError);
    const dialog = await openDialog(user, 'Edit booking name', 'Edit Name');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred updating the name of this booking');
  });

  it('a 412 tells the producer the booking changed elsewhere, reloads it and overwrites nothing', async () => {
    const { user, alert, control } = renderStory(ChangedElsewhere);
    const dialog = await openDialog(user, 'Edit booking name', 'Edit Name');
    const field = within(dialog).getByRole('textbox', { name: /Booking Name/ });
    await user.clear(field);
    await user.paste('Lost update');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(alert).toHaveBeenCalledExactlyOnceWith('This booking was changed elsewhere. The latest version has been loaded; please make your change again.');
    expect(control.spy('bookings.get')).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Product Launch Keynote' })).toBeInTheDocument();
  });

  it("delete asks 'Delete This Booking?', stays in progress until deleted, then returns to the space", async () => {
    const { user, control, navigate } = renderStory(Deleting);
    const dialog = await openDialog(user, 'Delete booking', 'Delete This Booking?');
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    await control.flush();
    expect(within(dialog).getByRole('button', { name: 'CONFIRM' })).toBeDisabled();
    expect(navigate).not.toHaveBeenCalled();
    await control.release('bookings.delete');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/space/space-1');
    expect(control.spy('bookings.delete')).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', bookingID: 'booking-1' });
  });

  it("a failed delete shows 'An error occurred deleting this booking' and stays", async () => {
    const { user, navigate } = renderStory(DeleteError);
    const dialog = await openDialog(user, 'Delete booking', 'Delete This Booking?');
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred deleting this booking');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('duplicate opens the copy once it is created', async () => {
    const { user, control, navigate } = renderStory(Basic);
    const start = await openDialog(user, 'Duplicate booking', 'Set Run Start Date / Time');
    await user.click(within(start).getByRole('button', { name: 'NEXT' }));
    const end = await screen.findByRole('dialog', { name: 'Set Run End Date / Time' });
    await user.click(within(end).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    const copy = await control.spy('bookings.create').mock.results[0].value;
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/booking/${copy.bookingID}`);
  });
});
