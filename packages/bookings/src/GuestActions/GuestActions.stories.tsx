import { useLinks, type Booking, type Registration } from '@greenroom/core';
import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { GuestKind } from '../data/guestSlices';
import { useGuestRegistrations } from '../data/guestListQuery';
import { personalLink } from '../data/personalLink';
import { usePresenterList } from '../data/usePresenterList';
import { deliveryStoryApi } from '../GuestListPanel/deliveryStoryApi';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { GuestActions } from './GuestActions';

export default { title: 'Bookings / Parts / Guest Actions' };

/** The actions of one person as the manage dialog shows them, following the cached record; says what the dialog was told. */
function Stage({ booking, kind, registrationID, email }: { booking: Booking; kind: GuestKind; registrationID: string; email?: string }) {
  const links = useLinks();
  const guests = useGuestRegistrations(booking.bookingID);
  const presenters = usePresenterList({ bookingID: booking.bookingID });
  const people: Registration[] = (kind === 'attendee' ? guests.data : presenters.data) ?? [];
  const person = people.find((p) => p.registrationID === registrationID);
  const [told, setTold] = useState('');
  if (!person) return told ? <p>{told}</p> : null;
  return (
    <>
      {told ? <p>{told}</p> : null}
      <GuestActions
        booking={booking}
        kind={kind}
        person={person}
        link={personalLink(kind, person.loginCode, links)}
        linkLabel={kind === 'attendee' ? 'Intake URL' : 'In-Room Access'}
        email={email ?? person.registrationData.emailAddress}
        onCopied={() => setTold('Link copied')}
        onDeleted={() => setTold('Deleted')}
      />
    </>
  );
}

const stage = (kind: GuestKind, registrationID: string, email?: string) => (
  <WithBooking>{(booking) => <Stage booking={booking} kind={kind} registrationID={registrationID} email={email} />}</WithBooking>
);

/** Ada Lovelace's intake URL with copy, resend invite, regenerate link and delete record. */
export const Basic: Story = () => <BookingStoryPortal>{stage('attendee', 'registration-1')}</BookingStoryPortal>;

/** A presenter's In-Room Access link and actions ('Delete Presenter'). */
export const Presenter: Story = () => <BookingStoryPortal>{stage('presenter', 'presenter-1')}</BookingStoryPortal>;

/** Alan's invite failed ('550 Mailbox full'): Send Invite says when, and why. */
export const LastInviteFailed: Story = () => <BookingStoryPortal api={deliveryStoryApi()}>{stage('attendee', 'registration-3')}</BookingStoryPortal>;

/** A new email is typed but not saved: Send Invite says the invite goes to the stored address. */
export const UnsavedEmail: Story = () => <BookingStoryPortal>{stage('attendee', 'registration-1', 'ada.new@example.com')}</BookingStoryPortal>;

/** Sending the invite fails: Send Invite says so (the reference is silent) and stays open. */
export const InviteError: Story = () => <BookingStoryPortal failing={['emailTemplates.send']}>{stage('attendee', 'registration-1')}</BookingStoryPortal>;

/** The email typed in the form is not valid: resend says so and sends nothing. */
export const InvalidEmail: Story = () => <BookingStoryPortal>{stage('attendee', 'registration-1', 'ada@')}</BookingStoryPortal>;

/** The invite is on its way and never arrives: Send Invite's SEND stays busy. */
export const Sending: Story = () => <BookingStoryPortal pending={['emailTemplates.send']}>{stage('attendee', 'registration-1')}</BookingStoryPortal>;

/** Regenerating and deleting fail with the spec's texts. */
export const Error: Story = () => (
  <BookingStoryPortal failing={['registrations.regenerateLogin', 'registrations.delete']}>{stage('attendee', 'registration-1')}</BookingStoryPortal>
);
