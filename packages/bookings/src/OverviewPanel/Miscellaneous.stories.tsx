import type { Story } from '@ladle/react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { Miscellaneous } from './Miscellaneous';

export default { title: 'Bookings / Parts / Miscellaneous' };

const misc = (superAdmin = false) => <WithBooking>{(booking) => <Miscellaneous booking={booking} superAdmin={superAdmin} onCopied={() => {}} />}</WithBooking>;

/** The live demo booking as an ordinary producer sees it (Q&A on, a calendar). */
export const Basic: Story = () => <BookingStoryPortal>{misc()}</BookingStoryPortal>;

/** A super-admin: the divider and the server settings under Add to Calendar. */
export const SuperAdmin: Story = () => <BookingStoryPortal>{misc(true)}</BookingStoryPortal>;

/** Saves never finish: the Q&A switch spins. */
export const Saving: Story = () => <BookingStoryPortal pending={['bookings.update']}>{misc()}</BookingStoryPortal>;

/** User hours cannot be read: 0.00. */
export const UsageError: Story = () => <BookingStoryPortal failing={['bookings.usage']}>{misc()}</BookingStoryPortal>;
