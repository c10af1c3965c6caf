import { exampleLinks, HttpError, type Booking } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyBooking } from '../stories/BookingStoryPortal';
import { intakeDrafts } from './intakeDrafts';
import { Basic, RegenerateError, Regenerating, SaveError } from './RegistrationPanel.stories';

afterEach(() => {
  intakeDrafts.clear();
  vi.restoreAllMocks();
});

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const lastPut = (spy: { mock: { calls: unknown[][] } }) => (spy.mock.calls.at(-1)?.[0] as { booking: Booking }).booking;

describe('RegistrationPanel', () => {
  it('shows the sign-up URL on the registration host and copies it with its snackbar', async () => {
    const { user } = renderStory(Basic);
    const booking = storyBooking();
    expect(await screen.findByText(`${exampleLinks.signUp}${booking.signUpLoginCode}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Sign-up URL' }));
    expect(await screen.findByText('Sign-up URL Copied to Clipboard')).toBeInTheDocument();
  });

  it("regenerates the sign-up URL after confirming, in progress until the code arrives, then 'Sign-up URL Regenerated'", async () => {
    const { user, control } = renderStory(Regenerating);
    await user.click(await screen.findByRole('button', { name: 'Regenerate Sign-up URL' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Link Regeneration' });
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    await control.flush();
    expect(within(dialog).getByRole('button', { name: 'CONFIRM' })).toBeDisabled();
    await control.release('bookings.regenerateSignUpCode');
    const spy = control.spy('bookings.regenerateSignUpCode');
    expect(spy).toHaveBeenCalledExactlyOnceWith({ bookingID: 'booking-1' });
    const code = await spy.mock.results[0].value;
    expect(code).not.toBe(storyBooking().signUpLoginCode);
    expect(screen.getByText(`${exampleLinks.signUp}${code}`)).toBeInTheDocument();
    expect(await screen.findByText('Sign-up URL Regenerated')).toBeInTheDocument();
  });

  it("shows 'An error occurred regenerating this link' when regeneration fails", async () => {
    const { user } = renderStory(RegenerateError);
    await user.click(await screen.findByRole('button', { name: 'Regenerate Sign-up URL' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Link Regeneration' });
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred regenerating this link');
  });

  it('lists the six intake fields in order with the defaults: First Name mandatory, all visible', async () => {
    renderStory(Basic);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['First Name', 'Last Name', 'Company', 'Email', 'Phone', 'Address']);
    expect(checkbox('First Name mandatory')).toBeChecked();
    expect(checkbox('Last Name mandatory')).not.toBeChecked();
    for (const name of ['First Name', 'Last Name', 'Company', 'Email', 'Phone', 'Address']) expect(checkbox(`${name} visible`)).toBeChecked();
  });

  it('unchecking visible clears mandatory and disables it', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('checkbox', { name: 'First Name visible' }));
    expect(checkbox('First Name mandatory')).not.toBeChecked();
    expect(checkbox('First Name mandatory')).toBeDisabled();
    expect(control.spy('bookings.update')).not.toHaveBeenCalled();
  });

  it('saves the field settings once when the tab is left, and not again when left unchanged', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('checkbox', { name: 'Company visible' }));
    await user.click(checkbox('Email mandatory'));
    await user.click(screen.getByRole('radio', { name: 'International' }));
    const update = control.spy('bookings.update');
    expect(update).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Leave tab' }));
    await control.flush();
    expect(update).toHaveBeenCalledTimes(1);
    const fields = lastPut(update).intakeFields;
    expect(fields.find((f) => f.name === 'Company')).toMatchObject({ visible: false, mandatory: false });
    expect(fields.find((f) => f.name === 'Email')).toMatchObject({ visible: true, mandatory: true });
    expect(fields.find((f) => f.name === 'Address')?.type).toBe('international');

    await user.click(screen.getByRole('button', { name: 'Return to tab' }));
    expect(await screen.findByRole('checkbox', { name: 'Company visible' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Leave tab' }));
    await control.flush();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('keeps field settings whose save failed, tells the producer, and shows them again on return', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, control, alert } = renderStory(SaveError);
    await user.click(await screen.findByRole('checkbox', { name: 'Phone visible' }));
    await user.click(screen.getByRole('button', { name: 'Leave tab' }));
    await control.flush();
    expect(alert).toHaveBeenCalledWith('Your registration field changes could not be saved. Open the Registration tab to try again.');
    await user.click(screen.getByRole('button', { name: 'Return to tab' }));
    expect(await screen.findByRole('checkbox', { name: 'Phone visible' })).not.toBeChecked();
  });

  it('turning Specify Registration Number on saves the flag and shows the number, saved on blur as an integer', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('switch', { name: 'Specify Registration Number' }));
    await control.flush();
    const update = control.spy('bookings.update');
    expect(lastPut(update).useRegistrationCapacity).toBe(true);
    const input = await screen.findByRole('textbox', { name: 'Registration Number' });
    await user.clear(input);
    await user.type(input, '1200');
    await user.tab();
    await control.flush();
    expect(update).toHaveBeenCalledTimes(2);
    expect(lastPut(update).registrationCapacity).toBe(1200);
  });

  it.each(['12.7', '12a5', '12345', '-3'])("refuses '%s' with core's message at the field and saves nothing", async (typed) => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('switch', { name: 'Specify Registration Number' }));
    await control.flush();
    const input = await screen.findByRole('textbox', { name: 'Registration Number' });
    await user.clear(input);
    await user.type(input, typed);
    await user.tab();
    await control.flush();
    expect(input).toHaveValue(typed);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Registration capacity must be a whole number of at most 4 digits');
    expect(control.spy('bookings.update')).toHaveBeenCalledTimes(1);
  });

  it("shows a server's registrationCapacity field error at the number", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('switch', { name: 'Specify Registration Number' }));
    await control.flush();
    control.spy('bookings.update').mockRejectedValueOnce(new HttpError(400, 'Invalid request', undefined, { registrationCapacity: 'Registration capacity may not be below the 4 guests already registered' }));
    const input = await screen.findByRole('textbox', { name: 'Registration Number' });
    await user.clear(input);
    await user.type(input, '3');
    await user.tab();
    await control.flush();
    expect(input).toHaveAccessibleDescription('Registration capacity may not be below the 4 guests already registered');
  });

  it('ignores a blank registration number on blur', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('switch', { name: 'Specify Registration Number' }));
    await control.flush();
    const input = await screen.findByRole('textbox', { name: 'Registration Number' });
    await user.clear(input);
    await user.tab();
    await control.flush();
    expect(control.spy('bookings.update')).toHaveBeenCalledTimes(1);
  });

  it('turning it off resets the registration capacity to the event capacity and saves', async () => {
    const { user, control } = renderStory(Basic);
    const toggle = await screen.findByRole('switch', { name: 'Specify Registration Number' });
    await user.click(toggle);
    await control.flush();
    const input = await screen.findByRole('textbox', { name: 'Registration Number' });
    await user.clear(input);
    await user.type(input, '7');
    await user.tab();
    await control.flush();
    await user.click(toggle);
    await control.flush();
    const put = lastPut(control.spy('bookings.update'));
    expect(put).toMatchObject({ useRegistrationCapacity: false, registrationCapacity: storyBooking().capacity });
    expect(screen.queryByRole('textbox', { name: 'Registration Number' })).not.toBeInTheDocument();
  });
});
