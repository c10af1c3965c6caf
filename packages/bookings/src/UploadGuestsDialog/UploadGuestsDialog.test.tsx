import { renderStory } from '@greenroom/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Basic } from './UploadGuestsDialog.stories';

afterEach(() => vi.restoreAllMocks());

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
    expect(
      await screen.findByText(
        'There was an error parsing the uploaded CSV file. Please make sure the upload follows the CSV template and corresponds to the selected address type for this booking.',
      ),
    ).toBeInTheDocument();
    expect(control.spy('registrations.bulkCreate')).not.toHaveBeenCalled();
  });

  it('enables IMPORT for a file that only updates guests (same email), and imports it', async () => {
    const { user, control, api } = renderStory(Basic);
    const [guest] = await api.registrations.listAttendees({ bookingID: 'booking-1' });
    const { firstName, lastName, emailAddress } = guest.registrationData;
    const header = 'First Name,Last Name,Company Name,Email Address,Phone Number,Address Line 1,Address Line 2,City,State,Zip Code,Brand';
    const row = `${firstName},${lastName},Renamed Company Ltd,${emailAddress.toUpperCase()},,,,,,,yes`;
    await user.upload(await screen.findByTestId('DropZone-input'), new File([`${header}\r\n${row}\r\n`], 'guests.csv', { type: 'text/csv' }));
    const summary = await screen.findByRole('region', { name: 'Preview' });
    const countOf = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect([countOf('New guests'), countOf('Updated (same email)'), countOf('Rows with errors')]).toEqual(['0', '1', '0']);
    const importButton = screen.getByRole('button', { name: 'IMPORT' });
    expect(importButton).toBeEnabled();
    await user.click(importButton);
    await vi.waitFor(() => expect(control.spy('registrations.bulkCreate')).toHaveBeenLastCalledWith(expect.objectContaining({ dryRun: false })));
    const after = await api.registrations.listAttendees({ bookingID: 'booking-1' });
    expect(after.find((one) => one.registrationID === guest.registrationID)?.registrationData.company).toBe('Renamed Company Ltd');
  });
});
