import type { Booking } from '@greenroom/core';
import { Button, Dialog } from '@greenroom/ui';
import type { Story } from '@ladle/react';
import { useGuestRegistrations } from '../data/guestListQuery';
import { personName } from '../data/guestSlices';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { WithBooking } from '../stories/WithBooking';
import { PeoplePanel } from './PeoplePanel';

export default { title: 'Bookings / Panels / People Panel' };

const texts = {
  label: 'People',
  newPerson: 'NEW',
  loading: 'Loading people',
  loadError: 'People could not be read',
  empty: 'Nobody here yet',
  linkCopied: 'Link copied',
};

/** The panel configured as a host would: a tool of its own and a plain dialog. */
function Stage({ booking }: { booking: Booking }) {
  const list = useGuestRegistrations(booking.bookingID);
  return (
    <PeoplePanel
      booking={booking}
      list={list}
      texts={texts}
      tools={(rows, notify) => (
        <Button variant="secondary" onClick={() => notify(`First: ${rows[0] ? personName(rows[0]) : 'nobody'}`)}>
          Who is first?
        </Button>
      )}
      dialog={({ open, person, onClose, onCopied }) => (
        <Dialog
          open={open}
          onClose={onClose}
          title={person ? `Managing ${personName(person)}` : 'Adding a person'}
          actions={
            <>
              <Button variant="secondary" onClick={onCopied}>
                Copy
              </Button>
              <Button onClick={onClose}>Done</Button>
            </>
          }
        >
          {null}
        </Dialog>
      )}
    />
  );
}

const stage = (bookingID?: string) => <WithBooking bookingID={bookingID}>{(booking) => <Stage booking={booking} />}</WithBooking>;

/** The live demo booking's guests by last then first name, with a tool and a dialog of the host's. */
export const Basic: Story = () => <BookingStoryPortal>{stage()}</BookingStoryPortal>;

/** Nobody in the list. */
export const Empty: Story = () => <BookingStoryPortal>{stage('booking-4')}</BookingStoryPortal>;

/** The list never answers. */
export const Loading: Story = () => <BookingStoryPortal pending={['registrations.listAttendees']}>{stage()}</BookingStoryPortal>;

/** The list fails. */
export const Error: Story = () => <BookingStoryPortal failing={['registrations.listAttendees']}>{stage()}</BookingStoryPortal>;
