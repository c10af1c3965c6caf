import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEMPLATE_HEADER } from './storyFiles';
import { Basic } from './UploadGuestsDialog.stories';

// Issue 27: a guest file's language and time zone columns, mapped, previewed and imported.

type User = ReturnType<typeof renderStory>['user'];

async function upload(user: User, text: string) {
  await user.upload(await screen.findByTestId('DropZone-input'), new File([text], 'guests.csv', { type: 'text/csv' }));
}

function shownRows(): string[][] {
  return within(screen.getByRole('table', { name: 'Rows of the file' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'))
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

const select = (name: RegExp) => screen.getByRole('combobox', { name });

describe('UploadGuestsDialog: Language and Time Zone columns', () => {
  it("matches 'Sprache' to Language (asking to check it) and 'Time Zone' to Time Zone, and names a language that is none as the row's error", async () => {
    const { user, control } = renderStory(Basic);
    const file = [`${TEMPLATE_HEADER},Sprache,Time Zone`, 'Zed,Z,,zed@example.com,,,,,,,no,DE,Europe/Berlin', 'Yan,Y,,yan@example.com,,,,,,,no,German,'].join('\r\n');
    await upload(user, file);
    await screen.findByRole('heading', { name: 'Match the columns of your file' });
    expect(select(/^Language/)).toHaveValue('Sprache');
    expect(select(/^Language/)).toHaveAccessibleDescription('Matched by its name, please check. For example: DE');
    expect(select(/^Time Zone/)).toHaveValue('Time Zone');

    await user.click(screen.getByRole('button', { name: 'PREVIEW' }));
    await screen.findByRole('region', { name: 'Preview' });
    expect(shownRows()).toEqual([
      ['2', 'New', 'Zed Z', 'zed@example.com', ''],
      ['3', 'Error', 'Yan Y', 'yan@example.com', 'Row 3, Sprache: Enter a language code such as en or de.'],
    ]);
    expect(screen.getByRole('button', { name: 'IMPORT' })).toBeDisabled();
    expect(control.spy('registrations.bulkCreate')).toHaveBeenLastCalledWith(
      expect.objectContaining({
        dryRun: true,
        rows: [expect.objectContaining({ language: 'DE', timeZone: 'Europe/Berlin' }), expect.objectContaining({ language: 'German', timeZone: '' })],
      }),
    );
  });

  it("imports a file's languages: a new guest's as languageCodeOf makes it, a stored guest's as an update", async () => {
    const { user, control, api } = renderStory(Basic);
    const [guest] = await api.registrations.listAttendees({ bookingID: 'booking-1' });
    const { firstName, lastName, company, emailAddress, phone, address } = guest.registrationData;
    const { addressLine1, addressLine2, city, state, zipCode } = address as unknown as Record<string, string>;
    const brand = guest.brand ? 'yes' : 'no';
    const file = [
      `${TEMPLATE_HEADER},Language`,
      'Zed,Z,,zed@example.com,,,,,,,no,de-de',
      `${firstName},${lastName},${company},${emailAddress},${phone},${addressLine1},${addressLine2},${city},${state},${zipCode},${brand},de`,
    ].join('\r\n');
    await upload(user, file);
    await screen.findByRole('region', { name: 'Preview' });
    expect(shownRows().map((row) => [row[1], row[4]])).toEqual([
      ['New', ''],
      ['Update', `Language: ${guest.language === '' ? '(empty)' : guest.language} → de`],
    ]);
    await user.click(screen.getByRole('button', { name: 'IMPORT' }));
    await vi.waitFor(() => expect(control.spy('registrations.bulkCreate')).toHaveBeenLastCalledWith(expect.objectContaining({ dryRun: false })));
    const after = await api.registrations.listAttendees({ bookingID: 'booking-1' });
    expect(after.find((one) => one.registrationData.emailAddress === 'zed@example.com')?.language).toBe('de-DE');
    expect(after.find((one) => one.registrationID === guest.registrationID)?.language).toBe('de');
  });
});
