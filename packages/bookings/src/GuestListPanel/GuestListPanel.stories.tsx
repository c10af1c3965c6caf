import type { Story } from '@ladle/react';
import type { Registration } from '@greenroom/core';
import { BookingStoryPortal, bookingStorySeed, staleRecord } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { deliveryStoryApi } from './deliveryStoryApi';
import { FiveCallGuestList } from '../stories/FiveCallGuestList';
import { guestFlowStorySeed } from '../stories/guestFlowStoryData';
import { StoryViewerZone } from '../stories/StoryViewerZone';
import { WithoutGuestFlowCalls } from '../stories/WithoutGuestFlowCalls';
import { GuestListPanel } from './GuestListPanel';

export default { title: 'Bookings / Panels / Guest List Panel' };

const panel = (bookingID?: string) => (
  <WithBooking bookingID={bookingID}>{(booking) => <GuestListPanel booking={booking} />}</WithBooking>
);

/** The live demo booking's four guests, by last then first name. */
export const Basic: Story = () => <BookingStoryPortal>{panel()}</BookingStoryPortal>;

/** Per guest the templates that reached them (✓), failed with why (✕, reason as tooltip) or wait (…). */
export const Deliveries: Story = () => <BookingStoryPortal api={deliveryStoryApi()}>{panel()}</BookingStoryPortal>;

/** The deliveries call fails: the Emails cells say so, the list itself still works. */
export const DeliveriesError: Story = () => <BookingStoryPortal failing={['emailTemplates.deliveries']}>{panel()}</BookingStoryPortal>;

/** A booking without guests: 'No guests found for this booking'. */
export const Empty: Story = () => <BookingStoryPortal>{panel('booking-4')}</BookingStoryPortal>;

/** The guest list never answers. */
export const Loading: Story = () => <BookingStoryPortal pending={['registrations.listAttendees']}>{panel()}</BookingStoryPortal>;

/** The guest list fails: 'Error getting registrations for this booking'. */
export const Error: Story = () => <BookingStoryPortal failing={['registrations.listAttendees']}>{panel()}</BookingStoryPortal>;

/** Saving an attendee never finishes: the dialog stays busy. */
export const Saving: Story = () => (
  <BookingStoryPortal pending={['registrations.create', 'registrations.update']}>{panel()}</BookingStoryPortal>
);

/** Creating or editing an attendee fails with the spec's texts. */
export const SaveError: Story = () => (
  <BookingStoryPortal failing={['registrations.create', 'registrations.update', 'registrations.delete', 'registrations.bulkCreate']}>
    {panel()}
  </BookingStoryPortal>
);

/** Someone else saved the guest after the dialog read it (412): the producer is told so, the list is read again and the dialog closes. */
export const ChangedElsewhere: Story = () => (
  <BookingStoryPortal failing={[{ call: 'registrations.update', error: staleRecord() }]}>{panel()}</BookingStoryPortal>
);

const seed = bookingStorySeed();
const many: Registration[] = Array.from({ length: 10_000 }, (_, i) => ({
  registrationID: `many-${i}`,
  bookingID: 'booking-4',
  loginCode: `code-${i}`,
  brand: i % 7 === 0,
  allowEarlyAccess: false,
  emails: [],
  registrationData: {
    firstName: `Guest${i}`,
    lastName: `Family${String(i).padStart(5, '0')}`,
    company: 'Many Rows Ltd',
    emailAddress: `guest${i}@example.com`,
    phone: '',
    address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
  },
}));

/** 10,000 guests: the table is virtualized and scrolls smoothly. */
export const ManyRows: Story = () => (
  <BookingStoryPortal seed={{ ...seed, registrations: [...(seed.registrations ?? []), ...many] }}>{panel('booking-4')}</BookingStoryPortal>
);

/** A partner's five-call adapter (list, create, update, delete, and the booking as a summary): no upload, Emails column, resend or regenerate. */
export const FiveCallAdapter: Story = () => (
  <BookingStoryPortal>
    <FiveCallGuestList />
  </BookingStoryPortal>
);

/** Approval and a waitlist on: the Status column, pending guests to select, APPROVE / DENY and WAITLIST (2) with PROMOTE. */
export const GuestFlow: Story = () => (
  <BookingStoryPortal seed={guestFlowStorySeed()}>
    <StoryViewerZone>{panel()}</StoryViewerZone>
  </BookingStoryPortal>
);

/** The booking's five places are all taken: approving is refused with the server's capacity message in the dialog; PROMOTE still offers a place by hand. */
export const GuestFlowFull: Story = () => (
  <BookingStoryPortal seed={guestFlowStorySeed({ registrationLimit: 5 })}>
    <StoryViewerZone>{panel()}</StoryViewerZone>
  </BookingStoryPortal>
);

/** A backend without `registrations.decide` and `registrations.promote`: statuses and the waitlist show, no APPROVE, DENY or PROMOTE. */
export const GuestFlowWithoutDecisions: Story = () => (
  <BookingStoryPortal seed={guestFlowStorySeed()}>
    <StoryViewerZone>
      <WithoutGuestFlowCalls />
    </StoryViewerZone>
  </BookingStoryPortal>
);
