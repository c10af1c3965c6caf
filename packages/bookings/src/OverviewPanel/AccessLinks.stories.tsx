import type { Story } from '@ladle/react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { AccessLinks } from './AccessLinks';

export default { title: 'Bookings / Parts / Access Links' };

const links = (bookingID?: string) => <WithBooking bookingID={bookingID}>{(booking) => <AccessLinks booking={booking} onCopied={() => {}} />}</WithBooking>;

/** Intake, mobile-hybrid and photo album links of the live demo booking. */
export const Basic: Story = () => <BookingStoryPortal>{links()}</BookingStoryPortal>;

/** A booking without a mobile-hybrid code: one is created when the links show. */
export const NoMobileHybridCode: Story = () => <BookingStoryPortal>{links('booking-4')}</BookingStoryPortal>;

/** Regenerating the intake link never finishes: the confirm dialog stays in progress. */
export const Regenerating: Story = () => <BookingStoryPortal pending={['bookings.regeneratePublicCode']}>{links()}</BookingStoryPortal>;

/** Regenerating a link fails: 'An error occurred regenerating this link'. */
export const RegenerateError: Story = () => (
  <BookingStoryPortal failing={['bookings.regeneratePublicCode', 'bookings.regenerateMobileHybridCode']}>{links()}</BookingStoryPortal>
);
