import { createMemoryApi } from '@greenroom/core';
import { controlApi, renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStoryPortal, bookingStorySeed, storyBooking } from '../stories/BookingStoryPortal';
import { GuestListTab } from './GuestListTab';

describe('GuestListTab', () => {
  it("shows the guest list of the editor's booking through the editor's api", async () => {
    const editor = controlApi(createMemoryApi(bookingStorySeed()));
    const { control } = renderStory(() => (
      <BookingStoryPortal>
        <GuestListTab booking={storyBooking()} superAdmin={false} api={editor.api} />
      </BookingStoryPortal>
    ));
    expect(await screen.findByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload attendee list' })).toBeInTheDocument();
    expect(editor.spy('registrations.listAttendees')).toHaveBeenCalledWith(expect.objectContaining({ bookingID: 'booking-1' }));
    expect(control.spy('registrations.listAttendees')).not.toHaveBeenCalled();
  });
});
