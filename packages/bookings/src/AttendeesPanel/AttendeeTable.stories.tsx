import type { AttendeeSummary } from '@greenroom/core';
import type { Story } from '@ladle/react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { AttendeeTable } from './AttendeeTable';
import { STORY_ATTENDEES, STORY_TIMEZONE } from './attendanceStoryData';

export default { title: 'Bookings / Parts / Attendee Table' };

/** What the rows' buttons do; tests hand in their own. */
interface AttendeeTableStoryArgs {
  onInfo?: (row: AttendeeSummary) => void;
  onActivity?: (row: AttendeeSummary) => void;
}

const table = ({ onInfo = () => {}, onActivity = () => {} }: AttendeeTableStoryArgs, state: { rows?: AttendeeSummary[]; loading?: boolean; error?: string | null }) => (
  <BookingStoryPortal>
    <AttendeeTable
      label="Everyone who came"
      rows={state.rows ?? []}
      timezone={STORY_TIMEZONE}
      loading={state.loading ?? false}
      error={state.error ?? null}
      emptyText="The attendee list is empty for this booking"
      onInfo={onInfo}
      onActivity={onActivity}
    />
  </BookingStoryPortal>
);

/** The live demo booking: a presenter and Ada in the room, Grace has left. */
export const Basic: Story<AttendeeTableStoryArgs> = (args) => table(args, { rows: STORY_ATTENDEES });

/** Nobody has entered yet. */
export const Empty: Story<AttendeeTableStoryArgs> = (args) => table(args, {});

/** The attendance has not answered yet. */
export const Loading: Story<AttendeeTableStoryArgs> = (args) => table(args, { loading: true });

/** The attendance failed. */
export const Error: Story<AttendeeTableStoryArgs> = (args) => table(args, { error: 'An error occurred getting attendees for this booking' });
