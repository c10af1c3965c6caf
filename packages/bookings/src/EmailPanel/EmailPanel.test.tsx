import type { Booking, Registration } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { personName } from '../data/guestSlices';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Basic, CreateError, DeleteError, SaveError, SendError, Sending } from './EmailPanel.stories';

const table = () => screen.findByRole('table', { name: 'Email templates' });
const rowNames = async () => within(await table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

// The shared CI machine is slow: these journeys click through several dialogs.
vi.setConfig({ testTimeout: 20_000 });

describe('EmailPanel', () => {
  it('lists Name, System and HTML with the system templates first', async () => {
    renderStory(Basic);
    const headers = within(await table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 3)).toEqual(['Name', 'System', 'HTML']);
    expect((await rowNames()).slice(0, 3)).toEqual(['Attendee Invite Link', 'Presenter Invite Link', 'Registration Confirmation']);
  });

  it('reads both people lists as the tab opens, so Send Email opens on them without asking again', async () => {
    const { user, control } = renderStory(Basic);
    await table();
    await control.flush();
    expect(control.spy('registrations.listAttendees')).toHaveBeenCalledTimes(1);
    expect(control.spy('presenters.list')).toHaveBeenCalledTimes(1);
    control.hold('registrations.listAttendees');
    control.hold('presenters.list');
    await user.click(screen.getByRole('button', { name: 'Send Attendee Invite Link' }));
    const send = await screen.findByRole('dialog', { name: 'Send Email' });
    expect(await within(send).findByRole('checkbox', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows the templates in the kit table (card, alternating shading) under a NEW with the + icon', async () => {
    renderStory(Basic);
    const list = await table();
    expect(list).toHaveAttribute('data-ui', 'Table');
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows[1]).toHaveAttribute('data-alt');
    expect(rows[0]).not.toHaveAttribute('data-alt');
    expect(screen.getByRole('button', { name: 'NEW' }).querySelector('svg')).not.toBeNull();
  });

  it("adds a template: blank refused with 'Required' (nothing sent), then created by its trimmed name", async () => {
    const { user, control } = renderStory(Basic);
    await table();
    await user.click(screen.getByRole('button', { name: 'NEW' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Template' });
    await user.click(within(dialog).getByRole('textbox', { name: /Template Name/ }));
    await user.paste('   ');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(control.spy('emailTemplates.create')).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('textbox', { name: /Template Name/ }));
    await user.paste(' Follow-up Note ');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(control.spy('emailTemplates.create')).toHaveBeenCalledWith(expect.objectContaining({ emailTemplateName: 'Follow-up Note' }));
    // The booking is read again: its template list now holds the new one.
    expect(await screen.findByRole('cell', { name: 'Follow-up Note' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'An error occurred creating this email template' when creating fails", async () => {
    const { user } = renderStory(CreateError);
    await table();
    await user.click(screen.getByRole('button', { name: 'NEW' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Template' });
    await user.type(within(dialog).getByRole('textbox', { name: /Template Name/ }), 'Reminder');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred creating this email template');
  });

  it('flags subject, from and reply-to each on its own and an unknown placeholder by name; nothing is saved', async () => {
    const { user, control } = renderStory(Basic);
    await table();
    await user.click(screen.getByRole('button', { name: 'Manage Registration Confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Template' });
    for (const name of [/From Name/, /Reply-To Address/, /Subject/]) await user.clear(within(dialog).getByRole('textbox', { name }));
    const body = within(dialog).getByRole('textbox', { name: /Body/ });
    await user.clear(body);
    await user.type(body, 'Dear {{{{first_name}}');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);
    expect(within(dialog).getByText('Unknown placeholder: {{first_name}}')).toBeInTheDocument();
    expect(control.spy('emailTemplates.update')).not.toHaveBeenCalled();
  });

  it('inserts a placeholder at the cursor and saves the template', async () => {
    const { user, control } = renderStory(Basic);
    await table();
    await user.click(screen.getByRole('button', { name: 'Manage Registration Confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Template' });
    const body = within(dialog).getByRole('textbox', { name: /Body/ });
    await user.clear(body);
    await user.type(body, 'Hi ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Insert template element/ }), 'First Name');
    expect(body).toHaveValue('Hi {{firstName}}');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(control.spy('emailTemplates.update')).toHaveBeenCalledWith(expect.objectContaining({ body: 'Hi {{firstName}}', system: true, version: 1 }));
    await control.flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('HTML off loads the default plain body of a system template and clears a custom one', async () => {
    const { user } = renderStory(Basic);
    await table();
    await user.click(screen.getByRole('button', { name: 'Manage Attendee Invite Link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Manage Template' });
    await user.click(within(dialog).getByRole('switch', { name: 'HTML' }));
    expect((within(dialog).getByRole('textbox', { name: /Body/ }) as HTMLTextAreaElement).value).toMatch(/^\{\{mainHeader\}\}\n/);
    expect(within(dialog).queryByRole('button', { name: 'Delete template' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));

    const custom = (await rowNames()).slice(3)[0]!;
    await user.click(screen.getByRole('button', { name: `Manage ${custom}` }));
    dialog = await screen.findByRole('dialog', { name: 'Manage Template' });
    const html = within(dialog).getByRole('switch', { name: 'HTML' });
    if (html.getAttribute('aria-checked') === 'false') await user.click(html);
    await user.click(html);
    expect(within(dialog).getByRole('textbox', { name: /Body/ })).toHaveValue('');
  });

  it("asks 'Delete {name}?' and shows the delete error", async () => {
    const { user } = renderStory(DeleteError);
    await table();
    const custom = (await rowNames()).slice(3)[0]!;
    await user.click(screen.getByRole('button', { name: `Manage ${custom}` }));
    await user.click(await screen.findByRole('button', { name: 'Delete template' }));
    const confirm = screen.getByRole('dialog', { name: `Delete ${custom}?` });
    await user.click(within(confirm).getByRole('button', { name: 'DELETE' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('An error occurred deleting this email template');
  });

  it("shows 'An error occurred updating this email template' when saving fails", async () => {
    const { user } = renderStory(SaveError);
    await table();
    await user.click(screen.getByRole('button', { name: 'Manage Registration Confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Template' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred updating this email template');
  });
});

describe('Send Email', () => {
  const openSend = async (user: ReturnType<typeof renderStory>['user'], name: string) => {
    await table();
    await user.click(screen.getByRole('button', { name: `Send ${name}` }));
    return screen.findByRole('dialog', { name: 'Send Email' });
  };

  it('searches names, selects all shown, and sends the chosen after confirming their number', async () => {
    const { user, control } = renderStory(Basic);
    const dialog = await openSend(user, 'Registration Confirmation');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search by name' }), 'ZZZ-nobody');
    expect(within(dialog).getByText('Nobody matches "ZZZ-nobody".')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search by name' }));
    const people = within(dialog).getAllByRole('listitem').length;
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));
    expect(within(dialog).getByText(`${people} selected`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    const confirm = screen.getByRole('dialog', { name: `Confirm Sending Email To: ${people}` });
    await user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    expect(control.spy('emailTemplates.send')).toHaveBeenCalledWith(expect.objectContaining({ toSend: expect.any(Array) }));
    expect(control.spy('emailTemplates.send').mock.calls[0][0].toSend).toHaveLength(people);
    expect(await screen.findByText(`Sent ${people} of ${people}`)).toBeInTheDocument();
  });

  it("'Select All Unsent' picks those without the template, 'Select All Sent' then removes nobody it did not add", async () => {
    const { user, control } = renderStory(Basic);
    const dialog = await openSend(user, 'Registration Confirmation');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select All Unsent' }));
    const unsent = Number(within(dialog).getByText(/ selected$/).textContent!.split(' ')[0]);
    expect(unsent).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    await user.click(within(screen.getByRole('dialog', { name: `Confirm Sending Email To: ${unsent}` })).getByRole('button', { name: 'CONFIRM' }));
    await screen.findByText(`Sent ${unsent} of ${unsent}`);
    await user.click(screen.getByRole('button', { name: 'DONE' }));

    const again = await openSend(user, 'Registration Confirmation');
    expect(within(again).getByRole('checkbox', { name: 'Select All Unsent' })).toBeDisabled();
    expect(within(again).getByText('0 selected')).toBeInTheDocument();
    expect(within(again).getAllByText('Sent').length).toBeGreaterThan(0);
    expect(control.spy('emailTemplates.send')).toHaveBeenCalledTimes(1);
  });

  it("shows a failed delivery with its reason, and 'Select All Failed' picks exactly those", async () => {
    const { user, control } = renderStory(Basic);
    let dialog = await openSend(user, 'Registration Confirmation');
    const attendees: Registration[] = await control.spy('registrations.listAttendees').mock.results[0].value;
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    const booking: Booking = await control.spy('bookings.get').mock.results[0].value;
    const emailTemplateID = Object.values(booking.emailTemplates).find((t) => t.name === 'Registration Confirmation')!.id;
    const failed = attendees.find((a) => !a.emails.includes(emailTemplateID))!;
    control.spy('emailTemplates.deliveries').mockResolvedValue([
      { deliveryID: 'd1', sendID: 's1', registrationID: failed.registrationID, emailTemplateID, state: 'failed', attempts: 5, reason: 'Mailbox unavailable', updatedAt: 0 },
    ]);
    dialog = await openSend(user, 'Registration Confirmation');
    expect(await within(dialog).findByText('Failed: Mailbox unavailable')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select All Failed' }));
    expect(within(dialog).getByText('1 selected')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: personName(failed) })).toBeChecked();
  });

  it('opens the Presenter Invite Link on Presenters with Attendees disabled', async () => {
    const { user } = renderStory(Basic);
    const dialog = await openSend(user, 'Presenter Invite Link');
    expect(within(dialog).getByRole('tab', { name: 'Presenters' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Attendees' })).toBeDisabled();
  });

  it('previews the mail as the chosen recipient gets it', async () => {
    const { user } = renderStory(Basic);
    const dialog = await openSend(user, 'Attendee Invite Link');
    const first = within(dialog).getAllByRole('listitem')[0];
    const name = within(first).getByRole('checkbox').closest('label')?.textContent ?? '';
    await user.click(within(first).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'PREVIEW' }));
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText(new RegExp(`As ${name.trim()} will get it`))).toBeInTheDocument();
    expect(within(preview).getByText(/You are invited:/)).toBeInTheDocument();
    const frame = within(preview).getByTitle('Preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('/guest/intake/');
  });

  it('stays in progress while sending', async () => {
    const { user, control } = renderStory(Sending);
    const dialog = await openSend(user, 'Registration Confirmation');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));
    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    const confirm = screen.getByRole('dialog', { name: /^Confirm Sending Email To: / });
    await user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    await control.flush();
    expect(within(confirm).getByRole('button', { name: 'CANCEL' })).toBeDisabled();
  });

  it("shows 'An error occurred sending this email to the selected registrations'", async () => {
    const { user } = renderStory(SendError);
    const dialog = await openSend(user, 'Registration Confirmation');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));
    await user.click(within(dialog).getByRole('button', { name: 'SEND' }));
    const confirm = screen.getByRole('dialog', { name: /^Confirm Sending Email To: / });
    await user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('An error occurred sending this email to the selected registrations');
  });
});
