import type { Story } from '@ladle/react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { EmailPanel } from './EmailPanel';

export default { title: 'Bookings / Panels / Email Panel' };

const panel = () => <WithBooking>{(booking) => <EmailPanel booking={booking} />}</WithBooking>;

/** The live demo booking's templates: the three system ones first, then its custom ones. */
export const Basic: Story = () => <BookingStoryPortal>{panel()}</BookingStoryPortal>;

/** Creating a template fails: 'An error occurred creating this email template'. */
export const CreateError: Story = () => <BookingStoryPortal failing={['emailTemplates.create']}>{panel()}</BookingStoryPortal>;

/** Saving a template fails: 'An error occurred updating this email template'. */
export const SaveError: Story = () => <BookingStoryPortal failing={['emailTemplates.update']}>{panel()}</BookingStoryPortal>;

/** Deleting a template fails: 'An error occurred deleting this email template'. */
export const DeleteError: Story = () => <BookingStoryPortal failing={['emailTemplates.delete']}>{panel()}</BookingStoryPortal>;

/** Sending never finishes: the confirm dialog stays in progress. */
export const Sending: Story = () => <BookingStoryPortal pending={['emailTemplates.send']}>{panel()}</BookingStoryPortal>;

/** Sending fails: 'An error occurred sending this email to the selected registrations'. */
export const SendError: Story = () => <BookingStoryPortal failing={['emailTemplates.send']}>{panel()}</BookingStoryPortal>;
