import { HttpError } from '@greenroom/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookingStoryApi } from '../stories/storyPortal';
import { renderStory } from '../testing/renderStory';
import { Create, Edit, EditError, Saving } from './BookingNameDialog.stories';

describe('BookingNameDialog', () => {
  it("'Name Booking' refuses a blank name with 'Required' and sends nothing", async () => {
    const { user, api } = renderStory(Create);
    const create = vi.spyOn(api.bookings, 'create');
    const dialog = screen.getByRole('dialog', { name: 'Name Booking' });
    await user.click(within(dialog).getByRole('textbox', { name: /Booking Name/ }));
    await user.paste('   ');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('takes at most 70 characters', () => {
    renderStory(Create);
    expect(screen.getByRole('textbox', { name: /Booking Name/ })).toHaveAttribute('maxLength', '70');
  });

  it('stays in progress while saving (SAVE and CANCEL disabled)', async () => {
    const api = bookingStoryApi();
    vi.spyOn(api.bookings, 'create').mockReturnValue(new Promise(() => undefined));
    const { user } = renderStory(Saving, { api });
    const dialog = screen.getByRole('dialog', { name: 'Name Booking' });
    await user.click(within(dialog).getByRole('textbox', { name: /Booking Name/ }));
    await user.paste('Launch');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog).getByRole('button', { name: 'SAVE' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'CANCEL' })).toBeDisabled();
  });

  it("'Edit Name' is prefilled; a failure shows 'An error occurred updating the name of this booking'", async () => {
    const api = bookingStoryApi();
    vi.spyOn(api.bookings, 'update').mockRejectedValue(new HttpError(500, 'x'));
    const { user } = renderStory(EditError, { api });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Name' });
    expect(within(dialog).getByRole('textbox', { name: /Booking Name/ })).toHaveValue('Product Launch Keynote');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error occurred updating the name of this booking');
  });

  it("'Edit Name' saves the trimmed name and reports the saved booking", async () => {
    const { user } = renderStory(Edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Name' });
    const field = within(dialog).getByRole('textbox', { name: /Booking Name/ });
    await user.clear(field);
    await user.paste('  Keynote  ');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Saved: Keynote (booking-1)')).toBeInTheDocument();
  });
});
