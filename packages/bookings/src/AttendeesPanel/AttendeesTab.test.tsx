import { createMemoryApi } from '@greenroom/core';
import { controlApi, renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStoryPortal, bookingStorySeed, storyBooking } from '../stories/BookingStoryPortal';
import { AttendeesTab } from './AttendeesTab';

const tab = (superAdmin: boolean, api: ReturnType<typeof controlApi>['api']) => () => (
  <BookingStoryPortal>
    <AttendeesTab booking={storyBooking()} superAdmin={superAdmin} api={api} />
  </BookingStoryPortal>
);

describe('AttendeesTab', () => {
  it("shows who came to the editor's booking through the editor's api", async () => {
    const editor = controlApi(createMemoryApi(bookingStorySeed()));
    const { control } = renderStory(tab(false, editor.api));
    expect(await screen.findByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(editor.spy('attendance.list')).toHaveBeenCalledWith(expect.objectContaining({ bookingID: 'booking-1' }));
    expect(control.spy('attendance.list')).not.toHaveBeenCalled();
  });

  it("passes the editor's super-admin flag: Login Activity shows the socket ID only then", async () => {
    const admin = renderStory(tab(true, controlApi(createMemoryApi(bookingStorySeed())).api));
    await admin.user.click(await screen.findByRole('button', { name: 'Login activity for Ada Lovelace' }));
    expect(within(screen.getByRole('dialog', { name: 'Login Activity' })).getByRole('columnheader', { name: 'Socket ID' })).toBeInTheDocument();
    admin.unmount();

    const producer = renderStory(tab(false, controlApi(createMemoryApi(bookingStorySeed())).api));
    await producer.user.click(await screen.findByRole('button', { name: 'Login activity for Ada Lovelace' }));
    expect(within(screen.getByRole('dialog', { name: 'Login Activity' })).queryByRole('columnheader', { name: 'Socket ID' })).not.toBeInTheDocument();
  });
});
