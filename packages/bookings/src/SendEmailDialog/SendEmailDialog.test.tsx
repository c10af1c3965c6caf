import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Error as SendError, PresenterInvite, Sending, WithDeliveries } from './SendEmailDialog.stories';

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
});
