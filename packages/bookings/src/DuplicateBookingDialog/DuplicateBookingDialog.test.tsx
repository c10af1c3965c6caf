import { HttpError } from '@greenroom/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookingStoryApi } from '../stories/storyPortal';
import { renderStory } from '../testing/renderStory';
import { Basic, CreateError } from './DuplicateBookingDialog.stories';

describe('DuplicateBookingDialog', () => {
  it("refuses a run start outside the space's open/close window", async () => {
    const { user, api } = renderStory(Basic);
    const create = vi.spyOn(api.bookings, 'create');
    const dialog = await screen.findByRole('dialog', { name: 'Set Run Start Date / Time' });
    const date = within(dialog).getByRole('textbox', { name: /Date/ });
    await user.clear(date);
    await user.type(date, '01/01/2020');
    await user.click(within(dialog).getByRole('button', { name: 'NEXT' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Start date/time must be within the open/close time of this space');
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps the end dialog open with an error when creating the copy fails', async () => {
    const api = bookingStoryApi();
    vi.spyOn(api.bookings, 'create').mockRejectedValue(new HttpError(500, 'x'));
    const { user } = renderStory(CreateError, { api });
    await user.click(within(await screen.findByRole('dialog', { name: 'Set Run Start Date / Time' })).getByRole('button', { name: 'NEXT' }));
    const end = await screen.findByRole('dialog', { name: 'Set Run End Date / Time' });
    await user.click(within(end).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(within(end).getByRole('alert')).toHaveTextContent('An error occurred duplicating this booking'));
  });
});
