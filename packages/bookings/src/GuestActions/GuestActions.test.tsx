import { exampleLinks } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Error as Failing, InvalidEmail, Presenter, Sending } from './GuestActions.stories';

describe('GuestActions', () => {
  it("shows the person's link and copies it", async () => {
    const { user } = renderStory(Basic);
    expect(await screen.findByText('Intake URL')).toBeInTheDocument();
    const link = screen.getByText(new RegExp(`^${exampleLinks.attendeeJoin}`)).textContent as string;
    await user.click(screen.getByRole('button', { name: 'Copy intake URL' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByText('Link copied')).toBeInTheDocument();
  });

  it("resends the booking's invite template to this one person and says 'Invite sent'", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Resend invite' }));
    expect(control.spy('emailTemplates.send')).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ bookingID: 'booking-1', spaceID: 'space-1', emailTemplateID: expect.any(String), toSend: ['registration-1'] }),
    );
    expect(await screen.findByRole('button', { name: 'Invite sent' })).toBeInTheDocument();
  });

  it('stays busy while the invite is on its way', async () => {
    const { user, control } = renderStory(Sending);
    await user.click(await screen.findByRole('button', { name: 'Resend invite' }));
    await control.flush();
    expect(screen.getByRole('button', { name: 'Resend invite' })).toHaveAttribute('aria-busy', 'true');
  });

  it('refuses to resend to an invalid email with the message, sending nothing', async () => {
    const { user, control } = renderStory(InvalidEmail);
    await user.click(await screen.findByRole('button', { name: 'Resend invite' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address for this attendee');
    expect(control.spy('emailTemplates.send')).not.toHaveBeenCalled();
  });

  it('regenerates the link after confirming: the old link is replaced by the new code', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Regenerate link' }));
    const confirm = screen.getByRole('dialog', { name: 'Regenerate link' });
    expect(confirm).toHaveTextContent('The current link will stop working. Continue?');
    await user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    const regenerate = control.spy('registrations.regenerateLogin');
    expect(regenerate).toHaveBeenCalledExactlyOnceWith({ registrationID: 'registration-1' });
    const code = await regenerate.mock.results[0].value;
    expect(await screen.findByText(`${exampleLinks.attendeeJoin}${code}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Regenerate link' })).not.toBeInTheDocument();
  });

  it("deletes after the 'Delete Attendee' confirmation and tells the dialog", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Delete record' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Attendee' });
    expect(confirm).toHaveTextContent('Delete Ada Lovelace from the guest list? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    expect(control.spy('registrations.delete')).toHaveBeenCalledExactlyOnceWith({ registrationID: 'registration-1' });
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
  });

  it("asks 'Delete Presenter' for a presenter and deletes through the presenters call", async () => {
    const { user, control } = renderStory(Presenter);
    await user.click(await screen.findByRole('button', { name: 'Delete record' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Presenter' });
    expect(confirm).toHaveTextContent('Delete presenter Margaret Hamilton? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    expect(control.spy('presenters.delete')).toHaveBeenCalledExactlyOnceWith({ bookingID: 'booking-1', registrationID: 'presenter-1' });
  });

  it('shows the regenerate and delete errors in their confirmations', async () => {
    const { user } = renderStory(Failing);
    await user.click(await screen.findByRole('button', { name: 'Regenerate link' }));
    const regenerate = screen.getByRole('dialog', { name: 'Regenerate link' });
    await user.click(within(regenerate).getByRole('button', { name: 'CONFIRM' }));
    expect(await within(regenerate).findByText('An error occurred regenerating this link')).toBeInTheDocument();
    await user.click(within(regenerate).getByRole('button', { name: 'CANCEL' }));
    await user.click(screen.getByRole('button', { name: 'Delete record' }));
    const remove = screen.getByRole('dialog', { name: 'Delete Attendee' });
    await user.click(within(remove).getByRole('button', { name: 'CONFIRM' }));
    expect(await within(remove).findByText('An error occurred deleting this attendee')).toBeInTheDocument();
  });
});
