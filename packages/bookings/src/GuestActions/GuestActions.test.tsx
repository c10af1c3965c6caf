import { exampleLinks } from '@greenroom/core';
import { renderStory, type StoryRender } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Error as Failing, InvalidEmail, InviteError, LastInviteFailed, Presenter, Sending, UnsavedEmail } from './GuestActions.stories';

/** Presses an action, checks its confirmation's question (when given) and confirms; the confirmation stays open until answered. */
async function confirmAction(user: StoryRender['user'], action: string, dialog: string, question?: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: action }));
  const confirm = screen.getByRole('dialog', { name: dialog });
  if (question !== undefined) expect(confirm).toHaveTextContent(question);
  await user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
  return confirm;
}

describe('GuestActions', () => {
  it("shows the person's link and copies it", async () => {
    const { user } = renderStory(Basic);
    expect(await screen.findByText('Intake URL')).toBeInTheDocument();
    const link = screen.getByText(new RegExp(`^${exampleLinks.intake}`)).textContent as string;
    await user.click(screen.getByRole('button', { name: 'Copy intake URL' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByText('Link copied')).toBeInTheDocument();
  });

  it("opens Send Invite (which template, to whom, last sent), sends nothing before SEND, then the invite template to this one person and 'Invite sent'", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Resend invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Invite' });
    const facts = within(dialog).getAllByRole('definition').map((value) => value.textContent);
    expect(facts).toEqual(['Attendee Invite Link', expect.stringMatching(/^Ada Lovelace <.+@.+>$/), 'Sent before (no date recorded)']);
    expect(control.spy('emailTemplates.send')).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    expect(control.spy('emailTemplates.send')).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ bookingID: 'booking-1', spaceID: 'space-1', emailTemplateID: 'template-1-1', toSend: ['registration-1'] }),
    );
    expect(await screen.findByRole('button', { name: 'Invite sent' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Send Invite' })).not.toBeInTheDocument();
  });

  it('CANCEL closes Send Invite without sending', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Resend invite' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Send Invite' })).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog', { name: 'Send Invite' })).not.toBeInTheDocument();
    expect(control.spy('emailTemplates.send')).not.toHaveBeenCalled();
  });

  it('says when the last invite failed, and why', async () => {
    const { user } = renderStory(LastInviteFailed);
    await user.click(await screen.findByRole('button', { name: 'Resend invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Invite' });
    expect(await within(dialog).findByText(/^Failed on \d\d\/\d\d\/\d{4} .+ \(550 Mailbox full\)$/)).toBeInTheDocument();
  });

  it('says the invite goes to the stored address while a new one is typed but not saved', async () => {
    const { user } = renderStory(UnsavedEmail);
    await user.click(await screen.findByRole('button', { name: 'Resend invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Invite' });
    expect(within(dialog).getByText(/^The email in the form is not saved yet: the invite goes to .+@.+\. Save first/)).toBeInTheDocument();
  });

  it('stays busy while the invite is on its way', async () => {
    const { user, control } = renderStory(Sending);
    await user.click(await screen.findByRole('button', { name: 'Resend invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Invite' });
    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    await control.flush();
    expect(within(dialog).getByRole('button', { name: 'SEND' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says a failed invite (where the reference is silent) and stays open for another try', async () => {
    const { user } = renderStory(InviteError);
    await user.click(await screen.findByRole('button', { name: 'Resend invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Invite' });
    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    expect(await within(dialog).findByText('The invite could not be sent. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'SEND' })).toBeEnabled();
  });

  it("says why when the server queued nobody, instead of 'Invite sent'", async () => {
    const { user, control } = renderStory(Basic);
    control.spy('emailTemplates.send').mockResolvedValueOnce({
      sendID: 'send-1',
      queued: [],
      sent: [],
      failed: [{ registrationID: 'registration-1', message: 'This registration has no valid email address' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Resend invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Invite' });
    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    expect(await within(dialog).findByText('This registration has no valid email address')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite sent', hidden: true })).not.toBeInTheDocument();
  });

  it('refuses to resend to an invalid email with the message, sending nothing', async () => {
    const { user, control } = renderStory(InvalidEmail);
    await user.click(await screen.findByRole('button', { name: 'Resend invite' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address for this attendee');
    expect(control.spy('emailTemplates.send')).not.toHaveBeenCalled();
  });

  it('regenerates the link after confirming: the old link is replaced by the new code', async () => {
    const { user, control } = renderStory(Basic);
    await confirmAction(user, 'Regenerate link', 'Regenerate link', 'The current link will stop working. Continue?');
    const regenerate = control.spy('registrations.regenerateLogin');
    expect(regenerate).toHaveBeenCalledExactlyOnceWith({ registrationID: 'registration-1' });
    const code = await regenerate.mock.results[0].value;
    expect(await screen.findByText(`${exampleLinks.intake}${code}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Regenerate link' })).not.toBeInTheDocument();
  });

  it.each([
    {
      story: Basic,
      dialog: 'Delete Attendee',
      question: 'Delete Ada Lovelace from the guest list? This cannot be undone.',
      call: 'registrations.delete',
      sent: { registrationID: 'registration-1' },
    },
    {
      story: Presenter,
      dialog: 'Delete Presenter',
      question: 'Delete presenter Margaret Hamilton? This cannot be undone.',
      call: 'presenters.delete',
      sent: { bookingID: 'booking-1', registrationID: 'presenter-1' },
    },
  ] as const)('deletes after the $dialog confirmation through $call and tells the dialog', async ({ story, dialog, question, call, sent }) => {
    const { user, control } = renderStory(story);
    await confirmAction(user, 'Delete record', dialog, question);
    expect(control.spy(call)).toHaveBeenCalledExactlyOnceWith(sent);
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
  });

  it('shows the regenerate and delete errors in their confirmations', async () => {
    const { user } = renderStory(Failing);
    const regenerate = await confirmAction(user, 'Regenerate link', 'Regenerate link');
    expect(await within(regenerate).findByText('An error occurred regenerating this link')).toBeInTheDocument();
    await user.click(within(regenerate).getByRole('button', { name: 'CANCEL' }));
    const remove = await confirmAction(user, 'Delete record', 'Delete Attendee');
    expect(await within(remove).findByText('An error occurred deleting this attendee')).toBeInTheDocument();
  });
});
