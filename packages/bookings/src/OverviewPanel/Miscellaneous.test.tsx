import { exampleLinks, HttpError, questionsCsv, usageHours } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storyBooking } from '../stories/BookingStoryPortal';
import { Basic, Saving, SuperAdmin, UsageError } from './Miscellaneous.stories';
import { catchDownloads, overviewRow, readBlob } from './overviewTestKit';

let downloads: ReturnType<typeof catchDownloads>;
beforeEach(() => {
  downloads = catchDownloads();
});
afterEach(() => vi.restoreAllMocks());

describe('Miscellaneous', () => {
  it('Q&A: the switch spins and changes only once the save succeeded', async () => {
    const { user, control } = renderStory(Saving);
    const qa = await screen.findByRole('switch', { name: 'Q&A' });
    expect(qa).toBeChecked();
    await user.click(qa);
    await control.flush();
    expect(qa).toHaveAttribute('aria-busy', 'true');
    expect(qa).toBeChecked();
    await control.release('bookings.update');
    expect(qa).not.toBeChecked();
    expect(control.spy('bookings.update')).toHaveBeenCalledExactlyOnceWith({ booking: expect.objectContaining({ enableQA: false, version: 1 }) });
  });

  it('downloads the Q&A questions as a spreadsheet-safe CSV named after the booking', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Download Q&A (.csv)' }));
    await control.flush();
    // The CSV writer loads on the first download.
    await vi.waitFor(() => expect(downloads.files).toEqual([{ name: 'Product Launch Keynote-questions.csv', href: 'blob:test' }]));
    const questions = await control.spy('bookings.questions').mock.results[0].value;
    const text = await readBlob(downloads.blobs[0]);
    // FileReader drops the UTF-8 BOM the export starts with.
    expect(text).toBe(questionsCsv(questions, 'America/Chicago').replace(/^\uFEFF/, ''));
    expect(text.split('\r\n')[0]).toBe('Question Text,Asker Name,Votes,Answer Text,Answerer Name,Status,Timestamp');
  });

  it('shows the Q&A Display link with a copy button', async () => {
    renderStory(Basic);
    await screen.findByText('Q&A Display');
    expect(within(overviewRow('Q&A Display')).getByText(`${exampleLinks.qaDisplay}${storyBooking().publicAppLoginCode}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Q&A Display' })).toBeEnabled();
  });

  it('shows user hours to 2 decimals and refreshes them; 0.00 when they cannot be read', async () => {
    const { user, control } = renderStory(Basic);
    await control.flush();
    const { usageSeconds } = await control.spy('bookings.usage').mock.results[0].value;
    expect(usageSeconds).toBeGreaterThan(0);
    expect(within(overviewRow('User Hours')).getByText(usageHours(usageSeconds))).toBeInTheDocument();
    control.spy('bookings.usage').mockRejectedValueOnce(new HttpError(500, 'x'));
    await user.click(screen.getByRole('button', { name: 'Refresh user hours' }));
    await control.flush();
    expect(within(overviewRow('User Hours')).getByText('0.00')).toBeInTheDocument();
  });

  it('shows 0.00 user hours when usage fails from the start', async () => {
    const { control } = renderStory(UsageError);
    await control.flush();
    expect(within(overviewRow('User Hours')).getByText('0.00')).toBeInTheDocument();
  });

  it('shows the super-admin settings only to super-admins', async () => {
    const { unmount } = renderStory(Basic);
    await screen.findByRole('switch', { name: 'Q&A' });
    expect(screen.queryByRole('switch', { name: 'Send Entry Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Game Server' })).not.toBeInTheDocument();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    unmount();
    renderStory(SuperAdmin);
    expect(await screen.findByRole('switch', { name: 'Send Entry Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Video Server' })).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });
});
