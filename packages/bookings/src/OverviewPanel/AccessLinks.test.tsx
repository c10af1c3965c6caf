import { exampleLinks } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storyBooking } from '../stories/BookingStoryPortal';
import { loadedDialog } from '../stories/panelTesting';
import { Basic, NoMobileHybridCode, RegenerateError, Regenerating } from './AccessLinks.stories';
import { catchDownloads, overviewRow } from './overviewTestKit';

let downloads: ReturnType<typeof catchDownloads>;
beforeEach(() => {
  downloads = catchDownloads();
});
afterEach(() => vi.restoreAllMocks());

async function confirmRegenerate(user: ReturnType<typeof renderStory>['user'], label: string) {
  await user.click(await screen.findByRole('button', { name: `Regenerate ${label}` }));
  // The confirmation loads on first use: until then a frame with the same title stands in.
  const dialog = await loadedDialog('Confirm Link Regeneration');
  await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
  return dialog;
}

describe('AccessLinks', () => {
  it('builds intake, mobile-hybrid and photo album URLs from the provider’s link hosts', async () => {
    renderStory(Basic);
    const booking = storyBooking();
    await screen.findByText('Intake URL');
    expect(within(overviewRow('Intake URL')).getByText(`${exampleLinks.intake}${booking.publicAppLoginCode}`)).toBeInTheDocument();
    expect(within(overviewRow('Mobile Hybrid URL (beta)')).getByText(`${exampleLinks.mobileHybrid}${booking.mobileHybridLoginCode}`)).toBeInTheDocument();
    expect(within(overviewRow('Photo Album URL')).getByText(`${exampleLinks.photoAlbum}booking-1`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Intake URL' })).toBeEnabled();
  });

  it('creates a mobile-hybrid code (create: true) when the booking has none, and shows its link', async () => {
    const { control } = renderStory(NoMobileHybridCode);
    await control.flush();
    const create = control.spy('bookings.regenerateMobileHybridCode');
    expect(create).toHaveBeenCalledExactlyOnceWith({ bookingID: 'booking-4', create: true });
    const code = await create.mock.results[0].value;
    expect(within(overviewRow('Mobile Hybrid URL (beta)')).getByText(`${exampleLinks.mobileHybrid}${code}`)).toBeInTheDocument();
  });

  it("regenerates the intake link after 'Confirm Link Regeneration', in progress until the new code arrives", async () => {
    const { user, control } = renderStory(Regenerating);
    const dialog = await confirmRegenerate(user, 'Intake URL');
    await control.flush();
    expect(within(dialog).getByRole('button', { name: 'CONFIRM' })).toBeDisabled();
    await control.release('bookings.regeneratePublicCode');
    const regenerate = control.spy('bookings.regeneratePublicCode');
    expect(regenerate).toHaveBeenCalledExactlyOnceWith({ bookingID: 'booking-1' });
    const code = await regenerate.mock.results[0].value;
    expect(code).not.toBe(storyBooking().publicAppLoginCode);
    expect(within(overviewRow('Intake URL')).getByText(`${exampleLinks.intake}${code}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'An error occurred regenerating this link' when regeneration fails", async () => {
    const { user } = renderStory(RegenerateError);
    const dialog = await confirmRegenerate(user, 'Mobile Hybrid URL (beta)');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred regenerating this link');
  });

  it('downloads the mobile-hybrid URL as a QR code PNG named after the booking', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Download QR code' }));
    await control.flush();
    await vi.waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0].name).toBe('Product Launch Keynote-mobile-hybrid-qr.png');
    expect(downloads.files[0].href).toMatch(/^data:image\/png;base64,/);
  });
});
