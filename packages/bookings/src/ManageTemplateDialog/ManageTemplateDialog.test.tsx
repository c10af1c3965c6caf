import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, ChangedElsewhere, ChangedElsewhereGerman, Error as SaveError, Saving, ServerFieldError, SystemTemplate } from './ManageTemplateDialog.stories';

const dialog = () => screen.getByRole('dialog', { name: 'Manage Template' });
const field = (name: string) => within(dialog()).getByRole('textbox', { name });

describe('ManageTemplateDialog', () => {
  it('flags subject, from and reply-to each on its own and an unknown placeholder by name, sending nothing', async () => {
    const { user, control } = renderStory(Basic);
    await screen.findByRole('textbox', { name: 'Subject' });
    await user.clear(field('Subject'));
    await user.clear(field('From Name'));
    await user.clear(field('Body'));
    await user.type(field('Body'), 'Dear {{{{first_name}}');
    await user.click(within(dialog()).getByRole('button', { name: 'SAVE' }));
    expect(field('Subject')).toHaveAccessibleDescription(expect.stringContaining('Required'));
    expect(field('From Name')).toHaveAccessibleDescription(expect.stringContaining('Required'));
    expect(field('Reply-To Address')).not.toHaveAccessibleDescription(expect.stringContaining('Required'));
    expect(field('Body')).toHaveAccessibleDescription(expect.stringContaining('Unknown placeholder: {{first_name}}'));
    expect(control.spy('emailTemplates.update')).not.toHaveBeenCalled();
  });

  it('saves the edited template with the exact call and closes', async () => {
    const { user, control } = renderStory(Basic);
    await screen.findByRole('textbox', { name: 'Subject' });
    await user.clear(field('Subject'));
    await user.type(field('Subject'), 'See you today');
    await user.click(within(dialog()).getByRole('button', { name: 'SAVE' }));
    expect(control.spy('emailTemplates.update')).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ bookingID: 'booking-1', emailTemplateID: 'template-1-custom', system: false, subject: 'See you today', version: 1 }),
    );
    await control.flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves twice in a row from the same screen: the second save sends the version the first one answered', async () => {
    const { user, control } = renderStory(Basic);
    await screen.findByRole('textbox', { name: 'Subject' });
    await user.click(within(dialog()).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('textbox', { name: 'Subject' });
    await user.clear(field('Subject'));
    await user.type(field('Subject'), 'Second save');
    await user.click(within(dialog()).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    const update = control.spy('emailTemplates.update');
    expect(update.mock.calls.map(([body]) => body.version)).toEqual([1, 2]);
    expect((await update.mock.results[1].value).version).toBe(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("tells the producer when someone else saved the template first, reads it again and closes, without the generic text", async () => {
    const { user, control, alert } = renderStory(ChangedElsewhere);
    await screen.findByRole('textbox', { name: 'Subject' });
    const reads = control.spy('emailTemplates.get').mock.calls.length;
    await user.click(within(dialog()).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(alert).toHaveBeenCalledExactlyOnceWith('This record was changed by someone else. Reload it and try again.');
    expect(control.spy('emailTemplates.get').mock.calls.length).toBeGreaterThan(reads);
    expect(screen.queryByText('An error occurred updating this email template')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells it in German under locale="de" (core\'s translated staleRecord text)', async () => {
    const { user, alert } = renderStory(ChangedElsewhereGerman);
    await screen.findAllByRole('textbox');
    const german = screen.getByRole('dialog', { name: 'Vorlage verwalten' });
    await user.click(within(german).getByRole('button', { name: 'SPEICHERN' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledExactlyOnceWith('Dieser Eintrag wurde inzwischen von jemand anderem geändert. Laden Sie ihn neu und versuchen Sie es erneut.'),
    );
  });

  it("shows the delete icon for a custom template ('Delete Day-of Reminder?') and hides it for a system one", async () => {
    const custom = renderStory(Basic);
    await custom.user.click(await screen.findByRole('button', { name: 'Delete template' }));
    expect(screen.getByRole('dialog', { name: 'Delete Day-of Reminder?' })).toBeInTheDocument();
    custom.unmount();

    renderStory(SystemTemplate);
    await screen.findByRole('textbox', { name: 'Subject' });
    expect(dialog()).toHaveAccessibleDescription(expect.stringContaining('Attendee Invite Link'));
    expect(screen.queryByRole('button', { name: 'Delete template' })).not.toBeInTheDocument();
  });

  it('stays busy while the save has not answered', async () => {
    const { user, control } = renderStory(Saving);
    await screen.findByRole('textbox', { name: 'Subject' });
    await user.click(within(dialog()).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(within(dialog()).getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'SAVE' })).toBeDisabled();
  });

  it("shows 'An error occurred updating this email template' and 'An error occurred deleting this email template'", async () => {
    const { user } = renderStory(SaveError);
    await screen.findByRole('textbox', { name: 'Subject' });
    await user.click(within(dialog()).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog()).findByText('An error occurred updating this email template')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Delete template' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Day-of Reminder?' });
    await user.click(within(confirm).getByRole('button', { name: 'DELETE' }));
    expect(await within(confirm).findByText('An error occurred deleting this email template')).toBeInTheDocument();
  });

  it("refuses a reply-to that is not an email address at the field, before anything is sent", async () => {
    const { user, control } = renderStory(Basic);
    await screen.findByRole('textbox', { name: 'Subject' });
    await user.clear(field('Reply-To Address'));
    await user.type(field('Reply-To Address'), 'events team');
    await user.click(within(dialog()).getByRole('button', { name: 'SAVE' }));
    expect(field('Reply-To Address')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Reply-To Address')).toHaveAccessibleDescription('Reply-to must be a valid email address');
    expect(control.spy('emailTemplates.update')).not.toHaveBeenCalled();
  });

  it("shows the server's field error under its field, without the generic text", async () => {
    const { user } = renderStory(ServerFieldError);
    await screen.findByRole('textbox', { name: 'Subject' });
    await user.click(within(dialog()).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog()).findByText('Reply-to must be a valid email address')).toBeInTheDocument();
    expect(field('Reply-To Address')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).queryByText('An error occurred updating this email template')).not.toBeInTheDocument();
  });
});
