import { createMemoryApi } from '@greenroom/core';
import { controlApi, renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStoryPortal, bookingStorySeed, storyBooking } from '../stories/BookingStoryPortal';
import { EmailTab } from './EmailTab';

describe('EmailTab', () => {
  it("lists the email templates of the editor's booking and adds one through the editor's api", async () => {
    const editor = controlApi(createMemoryApi(bookingStorySeed()));
    const { control, user } = renderStory(() => (
      <BookingStoryPortal>
        <EmailTab booking={storyBooking()} superAdmin={false} api={editor.api} />
      </BookingStoryPortal>
    ));
    const table = await screen.findByRole('table', { name: 'Email templates' });
    expect(within(table).getByRole('cell', { name: 'Attendee Invite Link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEW' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Template' });
    await user.click(within(dialog).getByRole('textbox', { name: /Template Name/ }));
    await user.paste('Follow-up Note');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(editor.spy('emailTemplates.create')).toHaveBeenCalledWith(expect.objectContaining({ emailTemplateName: 'Follow-up Note' }));
    expect(control.spy('emailTemplates.create')).not.toHaveBeenCalled();
  });
});
