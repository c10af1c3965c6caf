import { HttpError, REFUSAL_TEXTS } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Basic, Loading, NotFound, RegenerateError, Regenerating } from './CalendarDetail.stories';

const URL = 'https://portal.example/api/ical/demo-cal-spring';

afterEach(() => {
  vi.useRealTimers();
});

describe('CalendarDetail', () => {
  it('shows the name with edit and delete buttons, the calendar URL (host + loginCode) and BACK', async () => {
    const { control } = renderStory(Basic);
    expect(await screen.findByRole('heading', { name: 'Spring Season' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit calendar name' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete calendar' })).toBeEnabled();
    expect(screen.getByText(URL)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BACK' })).toBeEnabled();
    expect(control.spy('calendars.get')).toHaveBeenCalledExactlyOnceWith({ calendarID: 'calendar-1', signal: expect.any(AbortSignal) });
  });

  it('offers the URL for subscribing as webcal://', async () => {
    renderStory(Basic);
    expect(await screen.findByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', 'webcal://portal.example/api/ical/demo-cal-spring');
  });

  it("copies the URL and shows 'Calendar Link Copied to Clipboard' for 1500 ms", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    renderStory(Basic); // before the clipboard stub: user-event installs a clipboard of its own
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    try {
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

  it("Regenerating: the spinner stays after the backend would have answered; then the new URL and 'Calendar URL Regenerated'", async () => {
    const { user, control } = renderStory(Regenerating);
    const button = await screen.findByRole('button', { name: 'Regenerate calendar URL' });
    await user.click(button);
    await control.flush();

    expect(control.spy('calendars.regenerateLogin')).toHaveBeenCalledExactlyOnceWith({ calendarID: 'calendar-1' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText(URL)).toBeInTheDocument();

    await control.release('calendars.regenerateLogin');
    expect(button).toBeEnabled();
    expect(screen.queryByText(URL)).not.toBeInTheDocument();
    const fresh = screen.getByText(/^https:\/\/portal\.example\/api\/ical\//).textContent ?? '';
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', fresh.replace('https://', 'webcal://'));
    expect(screen.getByText('Calendar URL Regenerated')).toBeInTheDocument();
  });

  it('puts the focus back on the regenerate button when the browser dropped it while the button was busy', async () => {
    const { user, control } = renderStory(Regenerating);
    const button = (await screen.findByRole('button', { name: 'Regenerate calendar URL' })) as HTMLButtonElement;
    await user.click(button);
    // A browser moves the focus off a button that becomes disabled; jsdom does not (and will not
    // blur a disabled button), so the test does it, leaving the button as React rendered it.
    act(() => {
      button.disabled = false;
      button.blur();
      button.disabled = true;
    });
    expect(document.activeElement).toBe(document.body);

    await control.release('calendars.regenerateLogin');
    expect(document.activeElement).toBe(button);
  });

  it('a failed regenerate only stops the spinner: same URL, no message, no alert (RegenerateError)', async () => {
    const { user, alert } = renderStory(RegenerateError);
    const button = await screen.findByRole('button', { name: 'Regenerate calendar URL' });
    await user.click(button);

    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.getByText(URL)).toBeInTheDocument();
    expect(screen.queryByText('Calendar URL Regenerated')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it("renames through 'Edit Calendar Name' and shows the new name at once", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Edit calendar name' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit Calendar Name' });
    const field = within(dialog).getByRole('textbox', { name: /Calendar Name/ });
    expect(field).toHaveValue('Spring Season');
    await user.clear(field);
    await user.paste('Summer Season');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByRole('heading', { name: 'Summer Season' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(control.spy('calendars.update')).toHaveBeenCalledExactlyOnceWith({
      spaceID: 'space-1',
      calendarID: 'calendar-1',
      calendarName: 'Summer Season',
      bookings: ['booking-1', 'booking-3'],
      version: 1,
    });
    // The URL is unchanged by a rename.
    expect(screen.getByText(URL)).toBeInTheDocument();
  });

  it('renames twice in a row from the detail: each save sends the version the calendar is at', async () => {
    const { user, control, alert } = renderStory(Basic);
    for (const name of ['Summer Season', 'Autumn Season']) {
      await user.click(await screen.findByRole('button', { name: 'Edit calendar name' }));
      const field = within(screen.getByRole('dialog', { name: 'Edit Calendar Name' })).getByRole('textbox', { name: /Calendar Name/ });
      await user.clear(field);
      await user.paste(name);
      await user.click(screen.getByRole('button', { name: 'SAVE' }));
      expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    }
    expect(control.spy('calendars.update').mock.calls.map(([body]) => [body.calendarName, body.version])).toEqual([
      ['Summer Season', 1],
      ['Autumn Season', 2],
    ]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a rename refused as stale (412) alerts the staleRecord text, closes the dialog and reads the calendar again', async () => {
    const { user, control, alert } = renderStory(Basic);
    control.spy('calendars.update').mockRejectedValueOnce(new HttpError(412, REFUSAL_TEXTS.staleRecord));
    await user.click(await screen.findByRole('button', { name: 'Edit calendar name' }));
    await user.paste(' 2');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('This record was changed by someone else. Reload it and try again.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('An error occurred updating the name of this calendar')).not.toBeInTheDocument();
    await waitFor(() => expect(control.spy('calendars.get')).toHaveBeenCalledTimes(2));
  });

  it('a rename over a newer one made elsewhere is refused by the backend; the detail then shows the other name', async () => {
    const { user, api, alert } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Edit calendar name' }));
    // Another tab renames the calendar while this dialog is open.
    const read = await api.calendars.get({ calendarID: 'calendar-1' });
    await api.calendars.update({ spaceID: 'space-1', calendarID: 'calendar-1', calendarName: 'Winter Season', bookings: read.bookings, version: read.version });
    const field = within(screen.getByRole('dialog', { name: 'Edit Calendar Name' })).getByRole('textbox', { name: /Calendar Name/ });
    await user.clear(field);
    await user.paste('Summer Season');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByRole('heading', { name: 'Winter Season' })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledExactlyOnceWith('This record was changed by someone else. Reload it and try again.');
  });

  it("deletes through 'Delete Calendar?' and leaves the view", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Delete calendar' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Calendar?' });
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));

    expect(await screen.findByText('Left the calendar.')).toBeInTheDocument();
    expect(control.spy('calendars.delete')).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', calendarID: 'calendar-1' });
  });

  it('CANCEL in the delete dialog keeps the calendar', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Delete calendar' }));
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spring Season' })).toBeInTheDocument();
    expect(control.spy('calendars.delete')).not.toHaveBeenCalled();
  });

  it('BACK leaves the view', async () => {
    const { user } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'BACK' }));
    expect(screen.getByText('Left the calendar.')).toBeInTheDocument();
  });

  it("alerts 'An error occurred finding this calendar. Please try again.' once and leaves when the calendar cannot be fetched", async () => {
    const { alert } = renderStory(NotFound);
    expect(await screen.findByText('Left the calendar.')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledExactlyOnceWith('An error occurred finding this calendar. Please try again.');
  });

  it('Loading: the spinner and BACK stay after the backend would have answered, then the calendar shows', async () => {
    const { control, alert } = renderStory(Loading);
    await control.flush();
    expect(screen.getByRole('progressbar', { name: 'Loading calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BACK' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Spring Season' })).not.toBeInTheDocument();

    await control.release('calendars.get');
    expect(screen.queryByRole('progressbar', { name: 'Loading calendar' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Spring Season' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });
});
