import { deferred, HttpError } from '@greenroom/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarStoryApi } from '../stories/storyPortal';
import { renderStoryWithSpy } from '../testing/renderStory';
import { Basic, Loading, NotFound, RegenerateError } from './CalendarDetail.stories';

const URL = 'https://portal.example/api/ical/demo-cal-spring';

afterEach(() => {
  vi.useRealTimers();
});

describe('CalendarDetail', () => {
  it('shows the name with edit and delete buttons, the calendar URL (host + loginCode) and BACK', async () => {
    const { spy: get } = renderStoryWithSpy(Basic, 'get');
    expect(await screen.findByRole('heading', { name: 'Spring Season' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit calendar name' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete calendar' })).toBeEnabled();
    expect(screen.getByText(URL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BACK' })).toBeEnabled();
    expect(get).toHaveBeenCalledExactlyOnceWith({ calendarID: 'calendar-1', signal: expect.any(AbortSignal) });
  });

  it('offers the URL for subscribing as webcal://', async () => {
    render(<Basic api={calendarStoryApi()} />);
    expect(await screen.findByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      'webcal://portal.example/api/ical/demo-cal-spring',
    );
  });

  it("copies the URL and shows 'Calendar Link Copied to Clipboard' for 1500 ms", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    try {
      render(<Basic api={calendarStoryApi()} />);
      const copy = await screen.findByRole('button', { name: 'Copy calendar link' });

      // Fake timers from here on; user-event and findBy wait on real ones, so the click is a plain event.
      vi.useFakeTimers();
      await act(async () => {
        fireEvent.click(copy);
      });
      expect(writeText).toHaveBeenCalledExactlyOnceWith(URL);
      expect(screen.getByText('Calendar Link Copied to Clipboard')).toBeInTheDocument();

      act(() => vi.advanceTimersByTime(1499));
      expect(screen.getByText('Calendar Link Copied to Clipboard')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Calendar Link Copied to Clipboard')).not.toBeInTheDocument();
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it("regenerates the URL: a spinner while it runs, then the new URL and 'Calendar URL Regenerated'", async () => {
    const { user, spy: regenerate } = renderStoryWithSpy(Basic, 'regenerateLogin');
    const answer = deferred<string>();
    regenerate.mockReturnValue(answer.promise);

    const button = await screen.findByRole('button', { name: 'Regenerate calendar URL' });
    await user.click(button);
    expect(regenerate).toHaveBeenCalledExactlyOnceWith({ calendarID: 'calendar-1' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();

    await act(async () => answer.resolve('fresh-code'));
    expect(await screen.findByText('https://portal.example/api/ical/fresh-code')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(screen.queryByText(URL)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', 'webcal://portal.example/api/ical/fresh-code');
    expect(screen.getByText('Calendar URL Regenerated')).toBeInTheDocument();
  });

  it('a failed regenerate only stops the spinner: same URL, no message, no alert', async () => {
    const alert = vi.fn();
    const { user, spy: regenerate } = renderStoryWithSpy(Basic, 'regenerateLogin', { alert });
    const answer = deferred<string>();
    regenerate.mockReturnValue(answer.promise);

    const button = await screen.findByRole('button', { name: 'Regenerate calendar URL' });
    await user.click(button);
    expect(button).toBeDisabled();
    await act(async () => answer.reject(new HttpError(500, 'Internal error')));

    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.getByText(URL)).toBeInTheDocument();
    expect(screen.queryByText('Calendar URL Regenerated')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('the RegenerateError story leaves the URL as it was', async () => {
    const user = userEvent.setup({ delay: null });
    render(<RegenerateError alert={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Regenerate calendar URL' }));
    expect(await screen.findByRole('button', { name: 'Regenerate calendar URL' })).toBeEnabled();
    expect(screen.getByText(URL)).toBeInTheDocument();
  });

  it("renames through 'Edit Calendar Name' and shows the new name at once", async () => {
    const { user, spy: update } = renderStoryWithSpy(Basic, 'update');
    await user.click(await screen.findByRole('button', { name: 'Edit calendar name' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Calendar Name' });
    const field = within(dialog).getByRole('textbox', { name: /Calendar Name/ });
    expect(field).toHaveValue('Spring Season');
    await user.clear(field);
    await user.paste('Summer Season');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByRole('heading', { name: 'Summer Season' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(update).toHaveBeenCalledExactlyOnceWith({
      spaceID: 'space-1',
      calendarID: 'calendar-1',
      calendarName: 'Summer Season',
      bookings: ['booking-1', 'booking-3'],
    });
    // The URL is unchanged by a rename.
    expect(screen.getByText(URL)).toBeInTheDocument();
  });

  it("deletes through 'Delete Calendar?' and leaves the view", async () => {
    const { user, spy: remove } = renderStoryWithSpy(Basic, 'delete');
    await user.click(await screen.findByRole('button', { name: 'Delete calendar' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Calendar?' });
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));

    expect(await screen.findByText('Left the calendar.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', calendarID: 'calendar-1' });
  });

  it('CANCEL in the delete dialog keeps the calendar', async () => {
    const { user, spy: remove } = renderStoryWithSpy(Basic, 'delete');
    await user.click(await screen.findByRole('button', { name: 'Delete calendar' }));
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spring Season' })).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it('BACK leaves the view', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Basic api={calendarStoryApi()} />);
    await user.click(await screen.findByRole('button', { name: 'BACK' }));
    expect(screen.getByText('Left the calendar.')).toBeInTheDocument();
  });

  it("alerts 'An error occurred finding this calendar. Please try again.' once and leaves when the calendar cannot be fetched", async () => {
    const alert = vi.fn();
    render(<NotFound alert={alert} />);
    expect(await screen.findByText('Left the calendar.')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledExactlyOnceWith('An error occurred finding this calendar. Please try again.');
  });

  it('shows a spinner and BACK while the calendar loads', () => {
    render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BACK' })).toBeEnabled();
  });
});
