import type { Story } from '@ladle/react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { MessagesPanel } from './MessagesPanel';

export default { title: 'Bookings / Panels / Messages Panel' };

const panel = () => <WithBooking>{(booking) => <MessagesPanel booking={booking} />}</WithBooking>;

/** Support message, link error messages, leave URL and notification address of the live demo booking. */
export const Basic: Story = () => <BookingStoryPortal>{panel()}</BookingStoryPortal>;

/** Saving never finishes: the SAVE button stays in progress. */
export const Saving: Story = () => <BookingStoryPortal pending={['bookings.update']}>{panel()}</BookingStoryPortal>;

/** Every save fails: each setting shows its own §8 error text. */
export const SaveError: Story = () => <BookingStoryPortal failing={['bookings.update']}>{panel()}</BookingStoryPortal>;
