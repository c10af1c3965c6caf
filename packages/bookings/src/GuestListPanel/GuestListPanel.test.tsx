import { exampleLinks } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Basic, Deliveries, DeliveriesError, Empty, Error as LoadError, Loading, ManyRows, SaveError, Saving } from './GuestListPanel.stories';
import { loadedDialog, rowNames as names } from '../stories/panelTesting';

afterEach(() => vi.restoreAllMocks());

const US_HEADER =
  'First Name,Last Name,Company Name,Email Address,Phone Number,Address Line 1,Address Line 2,City,State,Zip Code,Brand';
const csvFile = (lines: string[], name = 'guests.csv') => new File([`${US_HEADER}\r\n${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
const rowOf = (name: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(name))!;
const emailTags = (name: string) =>
  within(within(rowOf(name)).getByRole('list', { name: `Emails of ${name}` }))
    .getAllByRole('listitem')
    .map((tag) => tag.textContent);

async function openUpload(user: ReturnType<typeof renderStory>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Upload attendee list' }));
  return loadedDialog('Upload Attendee List');
}

describe('GuestListPanel', () => {
  it('lists the guests by last then first name with Brand, shading alternate rows', async () => {
    renderStory(Basic);
    await screen.findByText('Ada Lovelace');
    expect(names()).toEqual(['Grace Hopper', 'Katherine Johnson', 'Ada Lovelace', 'Alan Turing']);
    const ada = screen.getAllByRole('row').find((row) => row.textContent?.includes('Ada Lovelace'))!;
    expect(within(ada).getByText('Yes')).toBeInTheDocument();
    expect(screen.getAllByRole('row')[2]).toHaveAttribute('data-alt');
  });

  it("shows 'No guests found for this booking' for a booking without guests", async () => {
    renderStory(Empty);
    expect(await screen.findByText('No guests found for this booking')).toBeInTheDocument();
  });

  it('is loading while the list has not answered', async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.getByRole('progressbar', { name: 'Loading guests' })).toBeInTheDocument();
  });

  it("shows 'Error getting registrations for this booking' when the list fails", async () => {
    renderStory(LoadError);
    expect(await screen.findByText('Error getting registrations for this booking')).toBeInTheDocument();
  });

  it("copies a guest's own link (intake host + login code, as the invitation mail gives it) with its snackbar", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Copy link of Ada Lovelace' }));
    const [ada] = (await control.spy('registrations.listAttendees').mock.results[0].value).filter(
      (r: { registrationData: { firstName: string } }) => r.registrationData.firstName === 'Ada',
    );
    expect(await navigator.clipboard.readText()).toBe(`${exampleLinks.intake}${ada.loginCode}`);
    expect(await screen.findByText('Attendee Link Copied to Clipboard')).toBeInTheDocument();
  });

  it('adds an attendee: the form rules refuse a bad email and a blank first name without a call', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'NEW' }));
    const dialog = await loadedDialog('Add Attendee');
    expect(within(dialog).getByLabelText('First Name')).toHaveAccessibleDescription(expect.stringContaining('Required'));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining('Optional'));
    await user.type(within(dialog).getByLabelText('First Name'), '   ');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Phone'), '5551234567');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('(555) 123-4567');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email must be a valid email address')).toBeInTheDocument();
    const create = control.spy('registrations.create');
    expect(create).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('First Name'));
    await user.type(within(dialog).getByLabelText('First Name'), 'Zed');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'zed@example.com');
    await user.click(within(dialog).getByRole('switch', { name: 'Brand' }));
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(create).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ bookingID: 'booking-1', first: 'Zed', email: 'zed@example.com', phone: '(555) 123-4567', brand: true, allowEarlyAccess: false }),
    );
    expect(await screen.findByText('Zed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays busy while saving, and shows the create error when it fails', async () => {
    const saving = renderStory(Saving);
    await saving.user.click(await screen.findByRole('button', { name: 'NEW' }));
    await saving.user.type(await screen.findByLabelText('First Name', {}, { timeout: 15_000 }), 'Zed');
    await saving.user.click(screen.getByRole('button', { name: 'SAVE' }));
    await saving.control.flush();
    expect(screen.getByRole('dialog', { name: 'Add Attendee' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toBeDisabled();
    saving.unmount();

    const failing = renderStory(SaveError);
    await failing.user.click(await screen.findByRole('button', { name: 'NEW' }));
    await failing.user.type(await screen.findByLabelText('First Name', {}, { timeout: 15_000 }), 'Zed');
    await failing.user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('An error occurred creating an attendee for this booking')).toBeInTheDocument();
  });

  it('manages an attendee: regenerating the link replaces the code, resend needs a valid email', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Manage Grace Hopper' }));
    const dialog = await loadedDialog('Manage Attendee');
    const oldLink = within(dialog).getByText(new RegExp(`^${exampleLinks.intake}`)).textContent;

    await user.click(within(dialog).getByRole('button', { name: 'Regenerate link' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Regenerate link' })).getByRole('button', { name: 'CONFIRM' }));
    const regenerate = control.spy('registrations.regenerateLogin');
    expect(regenerate).toHaveBeenCalledExactlyOnceWith({ registrationID: 'registration-2' });
    const code = await regenerate.mock.results[0].value;
    expect(await within(dialog).findByText(`${exampleLinks.intake}${code}`)).toBeInTheDocument();
    expect(oldLink).not.toBe(`${exampleLinks.intake}${code}`);

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.click(within(dialog).getByRole('button', { name: 'Resend invite' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid email address for this attendee');
    const send = control.spy('emailTemplates.send');
    expect(send).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Resend invite' }));
    // Send Invite asks first (GuestActions); SEND sends.
    await user.click(within(screen.getByRole('dialog', { name: 'Send Invite' })).getByRole('button', { name: 'SEND' }));
    expect(send).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ bookingID: 'booking-1', spaceID: 'space-1', emailTemplateID: expect.any(String), toSend: ['registration-2'] }),
    );
  });

  it("deletes an attendee after the 'Delete Attendee' confirmation", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Manage Alan Turing' }));
    await user.click(await screen.findByRole('button', { name: 'Delete record' }, { timeout: 15_000 }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Attendee' });
    await user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    expect(control.spy('registrations.delete')).toHaveBeenCalledExactlyOnceWith({ registrationID: 'registration-3' });
    await control.flush();
    expect(screen.queryByText('Alan Turing')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'An error occurred deleting this attendee' when the delete fails", async () => {
    const { user } = renderStory(SaveError);
    await user.click(await screen.findByRole('button', { name: 'Manage Alan Turing' }));
    await user.click(await screen.findByRole('button', { name: 'Delete record' }, { timeout: 15_000 }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Attendee' });
    await user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    expect(await within(confirm).findByText('An error occurred deleting this attendee')).toBeInTheDocument();
  });

  it('previews an upload (every bad row with line, column and message), stores nothing, then imports the fixed file once', async () => {
    const { user, control } = renderStory(Basic);
    const dialog = await openUpload(user);
    const input = within(dialog).getByTestId('DropZone-input');
    const bulk = control.spy('registrations.bulkCreate');
    const filter = (label: string) => within(dialog).getByRole('radio', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')} \\(\\d+\\)$`) });
    // While the dialog is open the page under it is hidden from assistive technology (no accessible name).
    const guestList = () => document.querySelector<HTMLElement>('[role="table"][aria-label="Guest list"]') as HTMLElement;
    await user.upload(input, csvFile(['Zed,Z,,zed@example.com,,,,,,,yes', 'Yan,Y,,bad-email,,,,,,,no', 'Xi,X,,xi@example.com,,,,,,,no']));
    expect(await within(dialog).findByText('Row 3, Email Address: Email must be a valid email address')).toBeInTheDocument();
    expect(bulk).toHaveBeenLastCalledWith(expect.objectContaining({ bookingID: 'booking-1', dryRun: true, updateByEmail: true }));
    expect(within(dialog).getByRole('button', { name: 'IMPORT' })).toBeDisabled();

    const fixed = csvFile(['Zed,Z,,zed@example.com,,,,,,,yes', 'Yan,Y,,yan@example.com,,,,,,,no', 'Xi,X,,xi@example.com,,,,,,,no']);
    await user.upload(input, fixed);
    await within(dialog).findByRole('radio', { name: 'New guests (3)' });
    expect(filter('Rows with errors')).toHaveAccessibleName('Rows with errors (0)');
    expect(within(guestList()).queryByText('Zed Z')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'IMPORT' }));
    expect(bulk).toHaveBeenLastCalledWith(expect.objectContaining({ dryRun: false, updateByEmail: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Zed Z')).toBeInTheDocument();

    const again = await openUpload(user);
    await user.upload(within(again).getByTestId('DropZone-input'), fixed);
    expect(await within(again).findByRole('radio', { name: 'New guests (0)' })).toBeInTheDocument();
    expect(within(again).getByRole('radio', { name: 'Unchanged (3)' })).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'IMPORT' })).toBeDisabled();
  });

  it('reads a semicolon, Windows-1252 file; a file without some of our columns is previewed with those fields empty; a broken file gets the parse message', async () => {
    const { user } = renderStory(Basic);
    const dialog = await openUpload(user);
    const input = within(dialog).getByTestId('DropZone-input');
    const header = new TextEncoder().encode(`${US_HEADER.replaceAll(',', ';')}\r\n`);
    const row = new Uint8Array([0x52, 0x65, 0x6e, 0xe9, ...new TextEncoder().encode(';R;;rene@example.com;;;;;;;Yes\r\n')]);
    await user.upload(input, new File([header, row], 'excel.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByRole('radio', { name: 'New guests (1)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'René R' })).toBeInTheDocument();

    await user.upload(input, new File(['First Name,Last Name\r\nA,B\r\n'], 'short.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByRole('cell', { name: 'A B' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'New guests (1)' })).toBeInTheDocument();

    await user.upload(input, new File(['First Name,Last Name\r\nA,"B\r\n'], 'broken.csv', { type: 'text/csv' }));
    expect(
      await within(dialog).findByText(
        'There was an error parsing the uploaded CSV file. Please make sure the upload follows the CSV template and corresponds to the selected address type for this booking.',
      ),
    ).toBeInTheDocument();
  });

  it("shows 'An error occurred uploading the parsed attendees' when the server refuses", async () => {
    const { user } = renderStory(SaveError);
    const dialog = await openUpload(user);
    await user.upload(within(dialog).getByTestId('DropZone-input'), csvFile(['Zed,Z,,zed@example.com,,,,,,,yes']));
    expect(await within(dialog).findByText('An error occurred uploading the parsed attendees')).toBeInTheDocument();
  });

  it('downloads the guest list as <booking name>-guest-list.csv with a BOM and the template columns', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:guests';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderStory(Basic);
    await screen.findByText('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Download guest list' }));
    expect(await screen.findByText('Attendee List (.csv) has downloaded')).toBeInTheDocument();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Product Launch Keynote-guest-list.csv');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(US_HEADER); // TextDecoder drops the BOM checked above
  });

  it('shows per guest the templates that reached them, failed (reason as description) or wait, from one deliveries call', async () => {
    const { control } = renderStory(Deliveries);
    await screen.findByText('Alan Turing');
    await control.flush();
    expect(screen.getByRole('columnheader', { name: 'Emails' })).toBeInTheDocument();
    expect(emailTags('Ada Lovelace')).toEqual(['Sent: ✓ Attendee Invite Link']);
    expect(emailTags('Katherine Johnson')).toEqual(['Waiting: … Day-of Reminder']);
    const [alan] = within(rowOf('Alan Turing')).getAllByRole('listitem');
    expect(alan).toHaveTextContent('Failed: ✕ Attendee Invite Link');
    expect(alan).toHaveAccessibleDescription('550 Mailbox full');
    expect(alan).toHaveAttribute('title', '550 Mailbox full');
    expect(control.spy('emailTemplates.deliveries')).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ bookingID: 'booking-1' }));
  });

  it("says 'Email states unavailable' in the Emails cells when the deliveries call fails, and still lists the guests", async () => {
    const { control } = renderStory(DeliveriesError);
    await screen.findByText('Alan Turing');
    await control.flush();
    expect(within(rowOf('Alan Turing')).getByText('Email states unavailable')).toBeInTheDocument();
    expect(names()).toHaveLength(4);
  });

  it('renders only a window of 10,000 guests', async () => {
    const { control } = renderStory(ManyRows);
    await screen.findByText('Guest0 Family00000');
    await control.flush();
    expect(control.spy('emailTemplates.deliveries')).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ bookingID: 'booking-4' }));
    expect(within(rowOf('Guest0 Family00000')).getByText('None yet')).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
    expect(screen.getByRole('table', { name: 'Guest list' })).toHaveAttribute('aria-rowcount', '10001');
  });
});
