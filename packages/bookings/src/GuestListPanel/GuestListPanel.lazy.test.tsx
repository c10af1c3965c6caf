import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UploadGuestsDialog } from '../UploadGuestsDialog';
import { Basic } from './GuestListPanel.stories';

// Counts every load of the on-demand modules; once `hold` is set, the Add/Manage Attendee code
// waits for `release`, so the frame shown while it loads can be looked at.
const loads = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { attendee: 0, upload: 0, download: 0, hold: false, gate, release: () => release() };
});
vi.mock('../AttendeeDialog/AttendeeDialog', async (importOriginal) => {
  loads.attendee += 1;
  if (loads.hold) await loads.gate;
  return importOriginal();
});
vi.mock('../UploadGuestsDialog/UploadGuestsDialog', async (importOriginal) => {
  loads.upload += 1;
  return importOriginal();
});
vi.mock('./downloadGuestList', async (importOriginal) => {
  loads.download += 1;
  return importOriginal();
});

describe('GuestListPanel, loaded on use', () => {
  it('lists the guests without loading a dialog; NEW shows the Add Attendee frame (focus inside, Escape closes) until the form arrives', async () => {
    const { user } = renderStory(Basic);
    await screen.findByText('Ada Lovelace');
    expect(loads).toMatchObject({ attendee: 0, upload: 0, download: 0 });

    const newButton = screen.getByRole('button', { name: 'NEW' });
    loads.hold = true;
    await user.click(newButton);
    const frame = await screen.findByRole('dialog', { name: 'Add Attendee' }); // the frame's code loads on first use too
    expect(within(frame).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(frame).toContainElement(document.activeElement as HTMLElement));
    expect(loads.attendee).toBe(1);
    expect(loads.upload).toBe(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(newButton).toHaveFocus());

    await user.click(newButton);
    expect(within(screen.getByRole('dialog', { name: 'Add Attendee' })).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    loads.release();
    const form = await screen.findByLabelText('First Name', {}, { timeout: 15_000 });
    const dialog = screen.getByRole('dialog', { name: 'Add Attendee' });
    expect(dialog).toContainElement(form);
    expect(within(dialog).queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(newButton).toHaveFocus());
  });

  it('loads the upload dialog when its button is pointed at, so opening shows it without the frame; the CSV writer on the first download', async () => {
    const { user } = renderStory(Basic);
    await screen.findByText('Ada Lovelace');
    expect(loads.upload).toBe(0);
    await user.hover(screen.getByRole('button', { name: 'Upload attendee list' }));
    expect(loads.upload).toBe(1);
    await UploadGuestsDialog.preload(); // the load the hover started
    await user.click(screen.getByRole('button', { name: 'Upload attendee list' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload Attendee List' });
    expect(within(dialog).queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download template (AttendeeUploadTemplate.csv)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(loads.upload).toBe(1);

    URL.createObjectURL = vi.fn(() => 'blob:guests');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    expect(loads.download).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Download guest list' }));
    expect(await screen.findByText('Attendee List (.csv) has downloaded')).toBeInTheDocument();
    expect(loads.download).toBe(1);
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });
});
