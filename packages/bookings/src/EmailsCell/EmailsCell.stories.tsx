import type { Story } from '@ladle/react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { EmailsCell } from './EmailsCell';
import { STORY_DELIVERIES, STORY_FAILED_WITHOUT_REASON } from './emailsCellStoryData';

export default { title: 'Bookings / Parts / Emails Cell' };

/** A template that reached the person (✓), one that failed with why (✕, reason as tooltip) and one waiting (…). */
export const Basic: Story = () => (
  <BookingStoryPortal>
    <EmailsCell personID="registration-3" personName="Alan Turing" deliveries={STORY_DELIVERIES} />
  </BookingStoryPortal>
);

/** A failure without a reason from the mail server. */
export const FailedWithoutReason: Story = () => (
  <BookingStoryPortal>
    <EmailsCell personID="registration-3" personName="Alan Turing" deliveries={STORY_FAILED_WITHOUT_REASON} />
  </BookingStoryPortal>
);

/** Nothing sent to the person yet: 'None yet'. */
export const Empty: Story = () => (
  <BookingStoryPortal>
    <EmailsCell personID="registration-3" personName="Alan Turing" deliveries={undefined} />
  </BookingStoryPortal>
);

/** The deliveries call failed: 'Email states unavailable'. */
export const Error: Story = () => (
  <BookingStoryPortal>
    <EmailsCell personID="registration-3" personName="Alan Turing" deliveries={undefined} unavailable />
  </BookingStoryPortal>
);
