import { exampleLinks } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Deliveries, Empty, Error as LoadError, Loading, SaveError } from './PresentersPanel.stories';
import { expectListStates, loadedDialog, rowNames as names } from '../stories/panelTesting';

describe('PresentersPanel', () => {
  it('lists the presenters by last then first name', async () => {
    renderStory(Basic);
    await screen.findByText('Margaret Hamilton');
    expect(names()).toEqual(['Margaret Hamilton', 'Linus Torvalds']);
  });

  it('shows per presenter the templates that reached them, failed (reason as description) or wait, from one deliveries call', async () => {
    const { control } = renderStory(Deliveries);
    await screen.findByText('Linus Torvalds');
    await control.flush();
    const tagsOf = (name: string) => within(screen.getByRole('list', { name: `Emails of ${name}` })).getAllByRole('listitem');
    expect(tagsOf('Margaret Hamilton').map((tag) => tag.textContent)).toEqual(['Sent: ✓ Presenter Invite Link']);
    const [failed, waiting] = tagsOf('Linus Torvalds');
    expect(failed).toHaveTextContent('Failed: ✕ Presenter Invite Link');
    expect(failed).toHaveAccessibleDescription('550 No such user');
    expect(waiting).toHaveTextContent('Waiting: … Day-of Reminder');
    expect(control.spy('emailTemplates.deliveries')).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ bookingID: 'booking-1' }));
  });

  it("shows 'No presenters found for this booking', the loading state and the load error", async () => {
    await expectListStates({
      empty: [Empty, 'No presenters found for this booking'],
      loading: [Loading, 'Loading presenters'],
      error: [LoadError, 'An error occurred getting presenters for this booking'],
    });
  });

  it("copies the presenter link (attendee-join host + loginCode) with 'Presenter Link Copied to Clipboard'", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Copy link of Margaret Hamilton' }));
    const [margaret] = await control.spy('presenters.list').mock.results[0].value;
    expect(await navigator.clipboard.readText()).toBe(`${exampleLinks.attendeeJoin}${margaret.loginCode}`);
    expect(await screen.findByText('Presenter Link Copied to Clipboard')).toBeInTheDocument();
  });

  it('adds a presenter with every permission on', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'NEW' }));
    const dialog = await loadedDialog('Add Presenter');
    await user.type(within(dialog).getByLabelText('First Name'), 'Hedy');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(control.spy('presenters.create')).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ bookingID: 'booking-1', first: 'Hedy' }));
    expect(await screen.findByText('Hedy')).toBeInTheDocument();
  });

  it('CUSTOMIZE: Present off turns Webcam off and disables it; SAVE stores the permissions', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Manage Margaret Hamilton' }));
    const dialog = await loadedDialog('Manage Presenter');
    await user.click(within(dialog).getByRole('tab', { name: 'CUSTOMIZE' }));
    expect(within(dialog).getByRole('group', { name: 'General controls' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Display controls' })).toBeInTheDocument();
    const switches = within(dialog).getAllByRole('switch');
    expect(switches).toHaveLength(11);
    for (const control of switches) expect(control).toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: 'Present' }));
    expect(within(dialog).getByRole('switch', { name: 'Webcam' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Webcam' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'About Laser Pointer' }));
    expect(screen.getByRole('dialog', { name: 'Laser Pointer' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Laser Pointer' })).getByRole('button', { name: 'CLOSE' }));

    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(control.spy('presenters.update')).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        registrationID: 'presenter-1',
        version: 1,
        bridgeAccess: true,
        permissions: expect.objectContaining({ canPresent: false, canShareWebcam: false, canUseLaser: true }),
      }),
    );
  });

  it('ACCESS shows the In-Room and Bridge links; regenerating refreshes both', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Manage Margaret Hamilton' }));
    const dialog = await loadedDialog('Manage Presenter');
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate link' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Regenerate link' })).getByRole('button', { name: 'CONFIRM' }));
    const code = await control.spy('presenters.regenerateLogin').mock.results[0].value;
    await user.click(within(dialog).getByRole('tab', { name: 'ACCESS' }));
    expect(await within(dialog).findByText(`${exampleLinks.attendeeJoin}${code}`)).toBeInTheDocument();
    expect(within(dialog).getByText(`${exampleLinks.bridge}${code}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Bridge Access' })).toBeChecked();
  });

  it("resending needs a valid email: 'Please enter a valid email address for this presenter'", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Manage Linus Torvalds' }));
    const dialog = await loadedDialog('Manage Presenter');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.click(within(dialog).getByRole('button', { name: 'Resend invite' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid email address for this presenter');
    expect(control.spy('emailTemplates.send')).not.toHaveBeenCalled();
  });

  it("deleting asks 'Delete Presenter' and shows the error text when it fails", async () => {
    const { user } = renderStory(SaveError);
    await user.click(await screen.findByRole('button', { name: 'Manage Linus Torvalds' }));
    await user.click(await screen.findByRole('button', { name: 'Delete record' }, { timeout: 15_000 }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Presenter' });
    await user.click(within(confirm).getByRole('button', { name: 'CONFIRM' }));
    expect(await within(confirm).findByText('An error occurred deleting this presenter')).toBeInTheDocument();
  });
});
