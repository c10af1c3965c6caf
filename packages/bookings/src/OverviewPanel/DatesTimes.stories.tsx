import type { Story } from '@ladle/react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { DatesTimes } from './DatesTimes';

export default { title: 'Bookings / Parts / Dates Times' };

const times = (bookingID?: string) => <WithBooking bookingID={bookingID}>{(booking) => <DatesTimes booking={booking} />}</WithBooking>;

/** The live demo booking: Doors Open Early on, every row editable. */
export const Basic: Story = () => <BookingStoryPortal>{times()}</BookingStoryPortal>;

/** Doors Open Early off: the doors rows cannot be edited. */
export const DoorsOff: Story = () => <BookingStoryPortal>{times('booking-3')}</BookingStoryPortal>;

/** Saves never finish: the toggle and the time dialogs stay in progress. */
export const Saving: Story = () => <BookingStoryPortal pending={['bookings.update']}>{times('booking-3')}</BookingStoryPortal>;

/** Saves fail: the toggle alerts 'Error editing this booking'; a time dialog stops its spinner. */
export const SaveError: Story = () => <BookingStoryPortal failing={['bookings.update']}>{times('booking-3')}</BookingStoryPortal>;
