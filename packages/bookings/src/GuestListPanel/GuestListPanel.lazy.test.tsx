import { renderStory } from '@greenroom/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Basic as EditorBasic } from '../BookingEditor/BookingEditor.stories';
import { catchDownloads } from '../OverviewPanel/overviewTestKit';
import { loadedDialog } from '../stories/panelTesting';
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

// The booking editor's on-demand modules (issue 31: its Overview and Guest List draw no dialog and
// no CSV writer). They are counted here, in a file with a page of its own, because a module loaded
// by another test file of a shared worker would already be there. Once `holdConfirm` is set, the
// ConfirmDialog code waits for `releaseConfirm`; `failQuestionsCsv` makes the Q&A CSV writer fail to load.
const editorLoads = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    rename: 0,
    duplicate: 0,
    confirm: 0,
    capacity: 0,
    calendar: 0,
    questionsCsv: 0,
    qrCode: 0,
    holdConfirm: false,
    confirmGate: gate,
    releaseConfirm: () => release(),
    failQuestionsCsv: false,
  };
});
vi.mock('../BookingNameDialog/BookingNameDialog', async (importOriginal) => {
  editorLoads.rename += 1;
  return importOriginal();
});
vi.mock('../DuplicateBookingDialog/DuplicateBookingDialog', async (importOriginal) => {
  editorLoads.duplicate += 1;
  return importOriginal();
});
vi.mock('../LazyConfirmDialog/confirmDialogCode', async (importOriginal) => {
  editorLoads.confirm += 1;
  if (editorLoads.holdConfirm) await editorLoads.confirmGate;
  return importOriginal();
});
vi.mock('../OverviewPanel/CapacityDialog', async (importOriginal) => {
  editorLoads.capacity += 1;
  return importOriginal();
});
vi.mock('../OverviewPanel/ChooseCalendarDialog', async (importOriginal) => {
  editorLoads.calendar += 1;
  return importOriginal();
});
vi.mock('../OverviewPanel/downloadQuestions', async (importOriginal) => {
  editorLoads.questionsCsv += 1;
  if (editorLoads.failQuestionsCsv) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});
vi.mock('../OverviewPanel/downloadQrCode', async (importOriginal) => {
  editorLoads.qrCode += 1;
  return importOriginal();
});

const editorModules = () => {
  const { rename, duplicate, confirm, capacity, calendar, questionsCsv, qrCode } = editorLoads;
  return { rename, duplicate, confirm, capacity, calendar, questionsCsv, qrCode };
};
const NOTHING_LOADED = { rename: 0, duplicate: 0, confirm: 0, capacity: 0, calendar: 0, questionsCsv: 0, qrCode: 0 };

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

describe('BookingEditor, loaded on use (issue 31)', () => {
  it('draws the Overview and the Guest List without loading a dialog or the CSV writer; Edit Name loads when its button is pointed at', async () => {
    const { user } = renderStory(EditorBasic);
    await screen.findByRole('heading', { name: 'Product Launch Keynote' });
    expect(await screen.findByRole('button', { name: 'Download Q&A (.csv)' })).toBeInTheDocument();
    expect(editorModules()).toEqual(NOTHING_LOADED);

    const guestListLoads = { ...loads };
    await user.click(screen.getByRole('tab', { name: 'Guest List' }));
    expect(await screen.findByRole('region', { name: 'Guest list' })).toBeInTheDocument();
    expect(editorModules()).toEqual(NOTHING_LOADED);
    expect(loads).toEqual(guestListLoads); // no Add/Manage Attendee, Upload nor guest list CSV either
    await user.click(screen.getByRole('tab', { name: 'Overview' }));

    const rename = await screen.findByRole('button', { name: 'Edit booking name' });
    await user.hover(rename);
    await waitFor(() => expect(editorLoads.rename).toBe(1));
    await user.click(rename);
    const dialog = await loadedDialog('Edit Name');
    expect(within(dialog).getByRole('textbox', { name: /Booking Name/ })).toHaveValue('Product Launch Keynote');
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rename).toHaveFocus());
    expect(editorModules()).toEqual({ ...NOTHING_LOADED, rename: 1 });
  });

  it("delete shows the 'Delete This Booking?' frame until its code arrives (Escape cancels, focus returns), then the question itself", async () => {
    const { user, navigate } = renderStory(EditorBasic);
    const remove = await screen.findByRole('button', { name: 'Delete booking' });
    expect(editorLoads.confirm).toBe(0);
    editorLoads.holdConfirm = true;
    await user.click(remove);
    const frame = await screen.findByRole('dialog', { name: 'Delete This Booking?' });
    expect(within(frame).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(editorLoads.confirm).toBe(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus());

    editorLoads.releaseConfirm();
    await user.click(remove);
    const question = await loadedDialog('Delete This Booking?');
    expect(question).toHaveTextContent('There is no undo for booking delete.');
    await user.click(within(question).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("loads the Q&A CSV writer when 'Download Q&A (.csv)' is pointed at; a writer that cannot be loaded alerts 'An error occurred.', the next try downloads", async () => {
    const downloads = catchDownloads();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, alert } = renderStory(EditorBasic);
    const download = await screen.findByRole('button', { name: 'Download Q&A (.csv)' });
    expect(editorLoads.questionsCsv).toBe(0);

    // One failing load at a time (pointing; then focus and Enter): in vitest a load that starts while
    // a failing mock is still settling gets the real module, where a browser would fail it too.
    editorLoads.failQuestionsCsv = true;
    await user.hover(download);
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(editorLoads.questionsCsv).toBe(1);
    act(() => download.focus());
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('An error occurred.'));
    expect(logged).toHaveBeenCalledTimes(3);
    expect(editorLoads.questionsCsv).toBe(3);
    expect(downloads.files).toEqual([]);

    editorLoads.failQuestionsCsv = false;
    await user.click(download);
    await waitFor(() => expect(downloads.files).toEqual([{ name: 'Product Launch Keynote-questions.csv', href: 'blob:test' }]));
    expect(alert).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
