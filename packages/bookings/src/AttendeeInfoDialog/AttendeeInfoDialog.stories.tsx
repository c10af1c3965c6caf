import type { Story } from '@ladle/react';
import { STORY_ATTENDEE, STORY_WALK_IN } from '../AttendeesPanel/attendanceStoryData';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { AttendeeInfoDialog } from './AttendeeInfoDialog';

export default { title: 'Bookings / Dialogs / Attendee Info Dialog' };

/** What CLOSE does; tests hand in their own. */
interface AttendeeInfoStoryArgs {
  onClose?: () => void;
}

/** Ada Lovelace with every intake field, her login code and registration. */
export const Basic: Story<AttendeeInfoStoryArgs> = ({ onClose = () => {} }) => (
  <BookingStoryPortal>
    <AttendeeInfoDialog attendee={STORY_ATTENDEE} onClose={onClose} />
  </BookingStoryPortal>
);

/** A walk-in who gave only a name: the empty facts show '—'. */
export const Sparse: Story<AttendeeInfoStoryArgs> = ({ onClose = () => {} }) => (
  <BookingStoryPortal>
    <AttendeeInfoDialog attendee={STORY_WALK_IN} onClose={onClose} />
  </BookingStoryPortal>
);
