import { createMemoryApi } from '@greenroom/core';
import { controlApi, renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStoryPortal, bookingStorySeed, storyBooking } from '../stories/BookingStoryPortal';
import { PresentersTab } from './PresentersTab';

describe('PresentersTab', () => {
  it("shows the presenters of the editor's booking through the editor's api", async () => {
    const editor = controlApi(createMemoryApi(bookingStorySeed()));
    const { control } = renderStory(() => (
      <BookingStoryPortal>
        <PresentersTab booking={storyBooking()} superAdmin={false} api={editor.api} />
      </BookingStoryPortal>
    ));
    expect(await screen.findByRole('cell', { name: 'Margaret Hamilton' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Presenters' })).toBeInTheDocument();
    expect(editor.spy('presenters.list')).toHaveBeenCalledWith(expect.objectContaining({ bookingID: 'booking-1' }));
    expect(control.spy('presenters.list')).not.toHaveBeenCalled();
  });
});
