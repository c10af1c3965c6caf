import type { Story } from '@ladle/react';
import { Button } from '@greenroom/ui';
import { useState } from 'react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { deliveryStoryApi } from '../GuestListPanel/deliveryStoryApi';
import { WithBooking } from '../stories/WithBooking';
import { manyGuestsSeed } from './manyGuestsSeed';
import { SendEmailDialog } from './SendEmailDialog';

export default { title: 'Bookings / Dialogs / Send Email Dialog' };

/** The live demo booking's templates the stories send. */
const ATTENDEE_INVITE = 'template-1-1';
const PRESENTER_INVITE = 'template-1-2';

/** The dialog open on one template of the live demo booking, with a button to reopen it. */
function Stage({ emailTemplateID }: { emailTemplateID: string }) {
  const [open, setOpen] = useState(true);
  return (
    <WithBooking>
      {(booking) =>
        open ? (
          <SendEmailDialog emailTemplateID={emailTemplateID} booking={booking} onClose={() => setOpen(false)} />
        ) : (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Open dialog
          </Button>
        )
      }
    </WithBooking>
  );
}

/** 'Send Email' for the Attendee Invite Link: tabs, search, Select All and the group toggles. */
export const Basic: Story = () => (
  <BookingStoryPortal>
    <Stage emailTemplateID={ATTENDEE_INVITE} />
  </BookingStoryPortal>
);

/** Earlier deliveries: Alan's invite failed ('550 Mailbox full'), Katherine's waits; Select All Failed resends to Alan. */
export const WithDeliveries: Story = () => (
  <BookingStoryPortal api={deliveryStoryApi()}>
    <Stage emailTemplateID={ATTENDEE_INVITE} />
  </BookingStoryPortal>
);

/** The Presenter Invite Link: Presenters preselected, Attendees disabled. */
export const PresenterInvite: Story = () => (
  <BookingStoryPortal>
    <Stage emailTemplateID={PRESENTER_INVITE} />
  </BookingStoryPortal>
);

/** Sending never answers: the confirmation stays busy. */
export const Sending: Story = () => (
  <BookingStoryPortal pending={['emailTemplates.send']}>
    <Stage emailTemplateID={ATTENDEE_INVITE} />
  </BookingStoryPortal>
);

/** Sending fails: 'An error occurred sending this email to the selected registrations'. */
export const Error: Story = () => (
  <BookingStoryPortal failing={['emailTemplates.send']}>
    <Stage emailTemplateID={ATTENDEE_INVITE} />
  </BookingStoryPortal>
);

/** The people lists cannot be read: the spec's two errors at once, with RETRY. */
export const PeopleError: Story = () => (
  <BookingStoryPortal failing={['registrations.listAttendees', 'presenters.list']}>
    <Stage emailTemplateID={ATTENDEE_INVITE} />
  </BookingStoryPortal>
);

/** 9,999 guests (the registration-capacity maximum): the list is virtualized, so it opens at once. */
export const ManyGuests: Story = () => (
  <BookingStoryPortal seed={manyGuestsSeed()}>
    <Stage emailTemplateID={ATTENDEE_INVITE} />
  </BookingStoryPortal>
);
