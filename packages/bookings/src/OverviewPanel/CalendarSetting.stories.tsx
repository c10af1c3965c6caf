import type { Story } from '@ladle/react';
import { BookingStoryPortal, bookingStorySeed } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { CalendarSetting } from './CalendarSetting';

export default { title: 'Bookings / Parts / Calendar Setting' };

const calendar = (bookingID?: string) => <WithBooking bookingID={bookingID}>{(booking) => <CalendarSetting booking={booking} />}</WithBooking>;

/** The live demo booking, on 'Spring Season'. */
export const Basic: Story = () => <BookingStoryPortal>{calendar()}</BookingStoryPortal>;

/** The demo world with no booking on a calendar. */
function seedWithoutCalendarBookings() {
  const seed = bookingStorySeed();
  return {
    ...seed,
    bookings: seed.bookings?.map((booking) => ({ ...booking, calendarID: '' })),
    calendars: seed.calendars?.map((entry) => ({ ...entry, bookings: [] })),
  };
}

/** A booking on no calendar: Add to Calendar off. */
export const NoCalendar: Story = () => <BookingStoryPortal seed={seedWithoutCalendarBookings()}>{calendar()}</BookingStoryPortal>;

/** Saves fail: 'An error occurred.' on clearing, the dialog's texts on assigning. */
export const SaveError: Story = () => <BookingStoryPortal failing={['bookings.update']}>{calendar()}</BookingStoryPortal>;

/** The live demo booking named like its calendar ('Spring Season'): choosing it asks no rename. */
export const NamedLikeItsCalendar: Story = () => {
  const seed = bookingStorySeed();
  const bookings = seed.bookings?.map((booking) => (booking.bookingID === 'booking-1' ? { ...booking, name: 'Spring Season' } : booking));
  return <BookingStoryPortal seed={{ ...seed, bookings }}>{calendar()}</BookingStoryPortal>;
};
