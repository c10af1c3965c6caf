import { renderStory } from '@greenroom/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVERY_KIND, OUTLOOK_EXPORT, UNKNOWN_COLUMNS } from './storyFiles';
import { Basic } from './UploadGuestsDialog.stories';

afterEach(() => vi.restoreAllMocks());

const PARSE_ERROR =
  'There was an error parsing the uploaded CSV file. Please make sure the upload follows the CSV template and corresponds to the selected address type for this booking.';

type User = ReturnType<typeof renderStory>['user'];

async function upload(user: User, text: string) {
  await user.upload(await screen.findByTestId('DropZone-input'), new File([text], 'guests.csv', { type: 'text/csv' }));
}

/** The preview's rows as shown: line, result, name, email, details. */
function shownRows(): string[][] {
  return within(screen.getByRole('table', { name: 'Rows of the file' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'))
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

const filters = () => within(screen.getByRole('radiogroup', { name: 'Show rows' })).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
const select = (name: RegExp) => screen.getByRole('combobox', { name });

describe('UploadGuestsDialog', () => {
  it('downloads AttendeeUploadTemplate.csv with the columns of the booking address type', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:template';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Download template (AttendeeUploadTemplate.csv)' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('AttendeeUploadTemplate.csv');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]);
    });
    expect(text.replace(/^\uFEFF/, '')).toBe(
      'First Name,Last Name,Company Name,Email Address,Phone Number,Address Line 1,Address Line 2,City,State,Zip Code,Brand\r\n',
    );
  });

  it('refuses a file that is not .csv with the parse message, without a call', async () => {
    const { control } = renderStory(Basic);
    const input = await screen.findByTestId('DropZone-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'guests.xlsx')] } });
    expect(await screen.findByText(PARSE_ERROR)).toBeInTheDocument();
    expect(control.spy('registrations.bulkCreate')).not.toHaveBeenCalled();
  });

  it('maps an Outlook contacts export to our fields (no template error), shows what it guessed with a sample, then previews and imports it', async () => {
    const { user, control } = renderStory(Basic);
    const bulk = control.spy('registrations.bulkCreate');
    await upload(user, OUTLOOK_EXPORT);
    expect(await screen.findByRole('heading', { name: 'Match the columns of your file' })).toBeInTheDocument();
    expect(screen.queryByText(PARSE_ERROR)).not.toBeInTheDocument();
    expect(select(/^First Name/)).toHaveValue('First Name');
    expect(select(/^Email/)).toHaveValue('E-mail Address');
    expect(select(/^Email/)).toHaveAccessibleDescription('For example: zora.neale@example.com');
    expect(select(/^Company/)).toHaveValue('Company');
    expect(select(/^Company/)).toHaveAccessibleDescription('Matched by its name, please check. For example: Harlem Letters');
    expect(select(/^Phone/)).toHaveValue('Mobile Phone');
    expect(select(/^Address Line 1/)).toHaveValue('Business Street');
    expect(select(/^Brand/)).toHaveValue('');
    expect(bulk).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'PREVIEW' }));
    await screen.findByRole('region', { name: 'Preview' });
    expect(shownRows()).toEqual([['2', 'New', 'Zora Neale', 'zora.neale@example.com', '']]);
    await user.click(screen.getByRole('button', { name: 'IMPORT' }));
    await waitFor(() => expect(bulk).toHaveBeenLastCalledWith(expect.objectContaining({ dryRun: false })));
    expect(bulk.mock.lastCall?.[0].rows).toEqual([
      {
        first: 'Zora',
        last: 'Neale',
        company: 'Harlem Letters',
        email: 'zora.neale@example.com',
        phone: '(555) 123-4567',
        address: { addressLine1: '12 Lenox Ave', addressLine2: '', city: 'New York', state: 'NY', zipCode: '10027' },
        brand: false,
        allowEarlyAccess: false,
      },
    ]);
  });

  it('asks for a required field no column fills (nothing sent), and takes the columns the producer matches by hand', async () => {
    const { user, control } = renderStory(Basic);
    const bulk = control.spy('registrations.bulkCreate');
    await upload(user, UNKNOWN_COLUMNS);
    await screen.findByRole('heading', { name: 'Match the columns of your file' });
    expect(select(/^First Name/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'PREVIEW' }));
    expect(select(/^First Name/)).toHaveAccessibleDescription('Required');
    expect(bulk).not.toHaveBeenCalled();

    await user.selectOptions(select(/^First Name/), 'Guest');
    await user.selectOptions(select(/^Last Name/), 'Surname');
    await user.selectOptions(select(/^Email/), 'Contact');
    expect(select(/^First Name/)).toHaveAccessibleDescription('For example: Yan');
    await user.click(screen.getByRole('button', { name: 'PREVIEW' }));
    await screen.findByRole('region', { name: 'Preview' });
    expect(shownRows().map((row) => row.slice(0, 4))).toEqual([
      ['2', 'New', 'Yan Y', 'yan@example.com'],
      ['3', 'New', 'Xi X', 'xi@example.com'],
    ]);
    expect(bulk).toHaveBeenLastCalledWith(expect.objectContaining({ dryRun: true, rows: [expect.objectContaining({ first: 'Yan', last: 'Y', email: 'yan@example.com', company: '' }), expect.anything()] }));

    // Back to the columns: the choices are kept.
    await user.click(screen.getByRole('button', { name: 'CHANGE COLUMNS' }));
    expect(select(/^Email/)).toHaveValue('Contact');
  });

  it('lists every row by what the import does with it, with the count of each kind on its filter, and filters', async () => {
    const { user } = renderStory(Basic);
    await upload(user, EVERY_KIND);
    await screen.findByRole('region', { name: 'Preview' });
    expect(filters()).toEqual([
      'All rows (5)',
      'New guests (1)',
      'Updated (same email) (1)',
      'Unchanged (1)',
      'Duplicates in the file (skipped) (1)',
      'Rows with errors (1)',
    ]);
    expect(shownRows()).toEqual([
      ['2', 'New', 'Zed Z', 'zed@example.com', ''],
      ['3', 'Unchanged', 'Alan Turing', 'alan.turing@example.com', ''],
      ['4', 'Update', 'Grace Hopper', 'grace.hopper@example.com', 'Company: Compiler Co → Navy Labs'],
      ['5', 'Duplicate', 'Zed again Z', 'ZED@example.com', 'Same guest as line 2'],
      ['6', 'Error', 'Y', 'bad-email', 'Row 6, First Name: Required; Row 6, Email Address: Email must be a valid email address'],
    ]);
    expect(screen.getByText('Fix these rows and drop the file again:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'IMPORT' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Updated (same email) (1)' }));
    expect(shownRows().map((row) => row[2])).toEqual(['Grace Hopper']);
    await user.click(screen.getByRole('radio', { name: 'Rows with errors (1)' }));
    expect(shownRows().map((row) => row[0])).toEqual(['6']);
    await user.click(screen.getByRole('radio', { name: 'All rows (5)' }));
    expect(shownRows()).toHaveLength(5);
  });

  it('enables IMPORT for a file that only updates guests (same email), and imports it', async () => {
    const { user, control, api } = renderStory(Basic);
    const [guest] = await api.registrations.listAttendees({ bookingID: 'booking-1' });
    const { firstName, lastName, emailAddress, phone } = guest.registrationData;
    const header = 'First Name,Last Name,Company Name,Email Address,Phone Number,Address Line 1,Address Line 2,City,State,Zip Code,Brand';
    const row = `${firstName},${lastName},Renamed Company Ltd,${emailAddress.toUpperCase()},${phone},100 Congress Ave,,Austin,TX,78701,${guest.brand ? 'yes' : 'no'}`;
    await upload(user, `${header}\r\n${row}\r\n`);
    await screen.findByRole('region', { name: 'Preview' });
    expect(filters().slice(1, 3)).toEqual(['New guests (0)', 'Updated (same email) (1)']);
    expect(shownRows()[0][4]).toBe(`Company: ${guest.registrationData.company} → Renamed Company Ltd`);
    const importButton = screen.getByRole('button', { name: 'IMPORT' });
    expect(importButton).toBeEnabled();
    await user.click(importButton);
    await vi.waitFor(() => expect(control.spy('registrations.bulkCreate')).toHaveBeenLastCalledWith(expect.objectContaining({ dryRun: false })));
    const after = await api.registrations.listAttendees({ bookingID: 'booking-1' });
    expect(after.find((one) => one.registrationID === guest.registrationID)?.registrationData.company).toBe('Renamed Company Ltd');
  });
});
