import { buildPlaceholderValues, exampleLinks } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storyBooking } from '../stories/BookingStoryPortal';
import { Add, FailedDelivery, FieldError, ManageAttendee, SaveError, Saving } from './AttendeeDialog.stories';

describe('AttendeeDialog', () => {
  it("'Add Attendee' refuses a blank first name and a bad email without a call", async () => {
    const { user, control } = renderStory(Add);
    const dialog = await screen.findByRole('dialog', { name: 'Add Attendee' });
    expect(within(dialog).queryByText('Intake URL')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'ada@');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(control.spy('registrations.create')).not.toHaveBeenCalled();
  });

  it('adds an attendee with the form and closes', async () => {
    const onClose = vi.fn();
    const { user, control } = renderStory(Add, { args: { onClose } });
    const dialog = await screen.findByRole('dialog', { name: 'Add Attendee' });
    await user.type(within(dialog).getByLabelText('First Name'), 'Zed');
    await user.type(within(dialog).getByLabelText('Last Name'), 'Zulu');
    await user.type(within(dialog).getByLabelText('Email'), 'zed@example.com');
    await user.click(within(dialog).getByRole('switch', { name: 'Brand' }));
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(control.spy('registrations.create')).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ bookingID: 'booking-1', first: 'Zed', last: 'Zulu', email: 'zed@example.com', brand: true, allowEarlyAccess: false }),
    );
    await control.flush();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("'Manage Attendee' shows the intake URL and the stored person, and saves the edit", async () => {
    const onClose = vi.fn();
    const { user, control } = renderStory(ManageAttendee, { args: { onClose } });
    const dialog = await screen.findByRole('dialog', { name: 'Manage Attendee' });
    expect(within(dialog).getByText('Intake URL')).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(`^${exampleLinks.intake}`))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Ada');
    await user.clear(within(dialog).getByLabelText('Company'));
    await user.type(within(dialog).getByLabelText('Company'), 'Difference Engines');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(control.spy('registrations.update')).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ bookingID: 'booking-1', registrationID: 'registration-1', first: 'Ada', company: 'Difference Engines', version: 1 }),
    );
    await control.flush();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays busy while saving', async () => {
    const onClose = vi.fn();
    const { user, control } = renderStory(Saving, { args: { onClose } });
    const dialog = await screen.findByRole('dialog', { name: 'Manage Attendee' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByLabelText('First Name')).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows 'An error occurred editing this attendee' when saving fails, and stays open", async () => {
    const onClose = vi.fn();
    const { user } = renderStory(SaveError, { args: { onClose } });
    const dialog = await screen.findByRole('dialog', { name: 'Manage Attendee' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText('An error occurred editing this attendee')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's field error under its field", async () => {
    const { user } = renderStory(FieldError);
    const dialog = await screen.findByRole('dialog', { name: 'Add Attendee' });
    await user.type(within(dialog).getByLabelText('First Name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Last Name'), 'Lovelace');
    await user.type(within(dialog).getByLabelText('Email'), 'ada.lovelace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText('This email is already on the guest list')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('An error occurred creating an attendee for this booking')).not.toBeInTheDocument();
  });

  it("shows and copies the invitation mail's own link: the link core builds for the mail's {{intakeLink}}", async () => {
    const { user, control } = renderStory(ManageAttendee);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Attendee' });
    const ada = (await control.spy('registrations.listAttendees').mock.results[0].value).find((r: { registrationID: string }) => r.registrationID === 'registration-1');
    const booking = storyBooking();
    const mailLink = buildPlaceholderValues({
      booking,
      registration: { kind: 'attendee', loginCode: ada.loginCode, firstName: ada.registrationData.firstName },
      links: exampleLinks,
      calendarLoginCode: null,
    }).intakeLink;
    expect(within(dialog).getByText(mailLink)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy intake URL' }));
    expect(await navigator.clipboard.readText()).toBe(mailLink);
  });

  it('writes out why a mail failed, with when, in the Emails section', async () => {
    renderStory(FailedDelivery);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Attendee' });
    const emails = await within(dialog).findByRole('list', { name: 'Emails of Alan Turing' });
    const failed = within(emails).getAllByRole('listitem')[0];
    expect(failed).toHaveTextContent(/^✕ Attendee Invite Link Failed on \d\d\/\d\d\/\d{4} .+Reason: 550 Mailbox full$/);
    expect(within(failed).getByText('Reason: 550 Mailbox full')).toBeVisible();
  });
});
