import type { Story } from '@ladle/react';
import { BookingStoryPortal, staleRecord } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { deliveryStoryApi } from '../GuestListPanel/deliveryStoryApi';
import { PresentersPanel } from './PresentersPanel';

export default { title: 'Bookings / Panels / Presenters Panel' };

const panel = (bookingID?: string) => (
  <WithBooking bookingID={bookingID}>{(booking) => <PresentersPanel booking={booking} />}</WithBooking>
);

/** The live demo booking's two presenters (Linus Torvalds cannot present). */
export const Basic: Story = () => <BookingStoryPortal>{panel()}</BookingStoryPortal>;

/** Per presenter the templates that reached them, failed with why, or wait for the mail server. */
export const Deliveries: Story = () => <BookingStoryPortal api={deliveryStoryApi()}>{panel()}</BookingStoryPortal>;

/** A booking without presenters: 'No presenters found for this booking'. */
export const Empty: Story = () => <BookingStoryPortal>{panel('booking-4')}</BookingStoryPortal>;

/** The presenter list never answers. */
export const Loading: Story = () => <BookingStoryPortal pending={['presenters.list']}>{panel()}</BookingStoryPortal>;

/** The presenter list fails. */
export const Error: Story = () => <BookingStoryPortal failing={['presenters.list']}>{panel()}</BookingStoryPortal>;

/** Saving, deleting and regenerating fail with the spec's texts. */
export const SaveError: Story = () => (
  <BookingStoryPortal failing={['presenters.create', 'presenters.update', 'presenters.delete', 'presenters.regenerateLogin']}>{panel()}</BookingStoryPortal>
);

/** Someone else saved the presenter after the dialog read it (412): the producer is told so, the list is read again and the dialog closes. */
export const ChangedElsewhere: Story = () => (
  <BookingStoryPortal failing={[{ call: 'presenters.update', error: staleRecord() }]}>{panel()}</BookingStoryPortal>
);
