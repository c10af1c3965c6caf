import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Error as SendError, ManyGuests, PeopleError, PresenterInvite, Sending, WithDeliveries } from './SendEmailDialog.stories';

const dialog = () => screen.getByRole('dialog', { name: 'Send Email' });

async function chooseUnsentAndConfirm(user: ReturnType<typeof renderStory>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: 'Select All Unsent' }));
  await user.click(within(dialog()).getByRole('button', { name: 'SEND' }));
  return screen.getByRole('dialog', { name: 'Confirm Sending Email To: 4' });
}

describe('SendEmailDialog', () => {
  it("sends to 'Select All Unsent' (those whose emails lack the template) after 'Confirm Sending Email To: 4', then shows the progress", async () => {
    const { user, control } = renderStory(Basic);
    expect(await screen.findByRole('tab', { name: 'Attendees' })).toHaveAttribute('aria-selected', 'true');
    const confirm = await chooseUnsentAndConfirm(user);
    await user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    expect(control.spy('emailTemplates.send')).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        bookingID: 'booking-1',
        spaceID: 'space-1',
        emailTemplateID: 'template-1-1',
        toSend: expect.arrayContaining(['registration-3', 'registration-4', 'presenter-1', 'presenter-2']),
      }),
    );
    expect(control.spy('emailTemplates.send').mock.calls[0][0].toSend).toHaveLength(4);
    expect(await within(dialog()).findByText('Sent 4 of 4')).toBeInTheDocument();
  });

  it("shows each person's state with the failure reason, and 'Select All Failed' picks exactly those the mail did not reach", async () => {
    const { user } = renderStory(WithDeliveries);
    expect(await screen.findByText('Failed: 550 Mailbox full')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select All Failed' }));
    expect(within(dialog()).getByText('1 selected')).toBeInTheDocument();
    expect(within(dialog()).getByRole('checkbox', { name: 'Alan Turing' })).toBeChecked();
    expect(within(dialog()).getByRole('checkbox', { name: 'Katherine Johnson' })).not.toBeChecked();
  });

  it("spaces 'Select All' from the search box (it touched it)", async () => {
    renderStory(Basic);
    const selectAll = await screen.findByRole('checkbox', { name: 'Select All' });
    const list = selectAll.closest('[data-ui="RecipientList"]') as HTMLElement;
    expect(list).toContainElement(screen.getByRole('searchbox', { name: 'Search by name' }));
    expect(getComputedStyle(list).display).toBe('flex');
    expect(getComputedStyle(list).gap).toBe('var(--gr-space-2)');
  });

  it('finds people by a case-insensitive part of their name', async () => {
    const { user } = renderStory(Basic);
    await user.type(await screen.findByRole('searchbox', { name: 'Search by name' }), 'LOVE');
    expect(within(dialog()).getByRole('checkbox', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('checkbox', { name: 'Alan Turing' })).not.toBeInTheDocument();
  });

  it('opens the Presenter Invite Link on Presenters with Attendees disabled', async () => {
    renderStory(PresenterInvite);
    expect(await screen.findByRole('tab', { name: 'Presenters' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Attendees' })).toBeDisabled();
    expect(within(dialog()).getByRole('checkbox', { name: 'Margaret Hamilton' })).toBeInTheDocument();
  });

  it('keeps the confirmation busy while the send has not answered', async () => {
    const { user, control } = renderStory(Sending);
    const confirm = await chooseUnsentAndConfirm(user);
    await user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    await control.flush();
    expect(within(confirm).getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'CONFIRM' })).toBeDisabled();
  });

  it("shows 'An error occurred sending this email to the selected registrations' when the send fails", async () => {
    const { user } = renderStory(SendError);
    const confirm = await chooseUnsentAndConfirm(user);
    await user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    expect(await within(confirm).findByText('An error occurred sending this email to the selected registrations')).toBeInTheDocument();
  });

  it('opens 9,999 guests with only a window of checkboxes in the page, each named, and Select All takes them all at once', async () => {
    const { user } = renderStory(ManyGuests);
    const list = await screen.findByRole('list', { name: 'Attendees' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes.length).toBeLessThanOrEqual(14);
    expect(boxes.every((box) => box.getAttribute('tabindex') !== null)).toBe(true);
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '9999');
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Select All' }));
    expect(within(dialog()).getByText('9999 selected')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'SEND' }));
    expect(screen.getByRole('dialog', { name: 'Confirm Sending Email To: 9999' })).toBeInTheDocument();
  });

  it('searches 9,999 guests, says how many it shows, and tells no match from an empty list', async () => {
    const { user } = renderStory(ManyGuests);
    const search = await screen.findByRole('searchbox', { name: 'Search by name' });
    await user.type(search, 'guest 0998');
    const list = await screen.findByRole('list', { name: 'Attendees' });
    expect(await within(dialog()).findByText('10 of 9999 shown')).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: 'Guest 09980 Many' })).toBeInTheDocument();
    expect(within(list).getAllByRole('checkbox')).toHaveLength(10);
    await user.type(search, 'x');
    expect(await within(dialog()).findByText('Nobody matches "guest 0998x".')).toBeInTheDocument();
  });

  it("returns from the preview with BACK and offers SEND there too", async () => {
    const { user } = renderStory(Basic);
    await user.click(await screen.findByRole('checkbox', { name: 'Ada Lovelace' }));
    await user.click(within(dialog()).getByRole('button', { name: 'PREVIEW' }));
    expect(within(dialog()).queryByRole('button', { name: 'CANCEL' })).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'BACK' }));
    expect(within(dialog()).getByRole('checkbox', { name: 'Ada Lovelace' })).toBeChecked();
    await user.click(within(dialog()).getByRole('button', { name: 'PREVIEW' }));
    await user.click(within(dialog()).getByRole('button', { name: 'SEND' }));
    expect(screen.getByRole('dialog', { name: 'Confirm Sending Email To: 1' })).toBeInTheDocument();
  });

  it("says 'An error occurred getting attendees/presenters for this booking' at once when the lists fail, and RETRY reads them again", async () => {
    const { user, control } = renderStory(PeopleError);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'An error occurred getting attendees for this booking',
      'An error occurred getting presenters for this booking',
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    control.fail('registrations.listAttendees')();
    control.fail('presenters.list')();
    await user.click(within(dialog()).getByRole('button', { name: 'RETRY' }));
    expect(await within(dialog()).findByRole('checkbox', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(control.spy('registrations.listAttendees')).toHaveBeenCalledTimes(2);
  });
});
