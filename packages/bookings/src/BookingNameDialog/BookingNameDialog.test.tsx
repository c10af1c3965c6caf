import { HttpError } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Create, CreateError, Edit, EditError, Saving } from './BookingNameDialog.stories';

describe('BookingNameDialog', () => {
  it("'Name Booking' refuses a blank name with 'Required' and sends nothing", async () => {
    const { user, control } = renderStory(Create);
    const dialog = screen.getByRole('dialog', { name: 'Name Booking' });
    await user.click(within(dialog).getByRole('textbox', { name: /Booking Name/ }));
    await user.paste('   ');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(control.spy('bookings.create')).not.toHaveBeenCalled();
  });

  it('takes at most 70 characters', () => {
    renderStory(Create);
    expect(screen.getByRole('textbox', { name: /Booking Name/ })).toHaveAttribute('maxLength', '70');
  });

  it('stays in progress while saving (SAVE and CANCEL disabled), then reports the new booking', async () => {
    const { user, control } = renderStory(Saving);
    const dialog = screen.getByRole('dialog', { name: 'Name Booking' });
    await user.click(within(dialog).getByRole('textbox', { name: /Booking Name/ }));
    await user.paste('Launch');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeDisabled();
    await control.release('bookings.create');
    expect(screen.getByText(/^Saved: Launch \(booking-\d+\)$/)).toBeInTheDocument();
  });

  it("'Name Booking' failure shows 'An error occurred creating this booking'", async () => {
    const { user } = renderStory(CreateError);
    const dialog = screen.getByRole('dialog', { name: 'Name Booking' });
    await user.click(within(dialog).getByRole('textbox', { name: /Booking Name/ }));
    await user.paste('Launch');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred creating this booking');
  });

  it("'Edit Name' is prefilled; a failure shows 'An error occurred updating the name of this booking'", async () => {
    const { user } = renderStory(EditError);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Name' });
    expect(within(dialog).getByRole('textbox', { name: /Booking Name/ })).toHaveValue('Product Launch Keynote');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred updating the name of this booking');
  });

  it("'Edit Name' saves the trimmed name at the version read and reports the saved booking", async () => {
    const { user, control } = renderStory(Edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Name' });
    const field = within(dialog).getByRole('textbox', { name: /Booking Name/ });
    await user.clear(field);
    await user.paste('  Keynote  ');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Saved: Keynote (booking-1)')).toBeInTheDocument();
    expect(control.spy('bookings.update')).toHaveBeenCalledExactlyOnceWith({ booking: expect.objectContaining({ bookingID: 'booking-1', name: 'Keynote', version: 1 }) });
  });

  it("shows a server's refusal of the name (400 fieldErrors.name) at the field, not the dialog's error, until the name changes", async () => {
    const { user, control } = renderStory(Edit);
    const message = 'Must be at most 70 characters';
    control.spy('bookings.update').mockRejectedValueOnce(new HttpError(400, 'Invalid booking', undefined, { name: message }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Name' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    const field = within(dialog).getByRole('textbox', { name: /Booking Name/ });
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(message);
    expect(within(dialog).queryByText('An error occurred updating the name of this booking')).not.toBeInTheDocument();
    await user.type(field, 'x');
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
  });
});
