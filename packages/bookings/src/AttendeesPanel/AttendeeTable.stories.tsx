import type { AttendeeSummary } from '@greenroom/core';
import type { Story } from '@ladle/react';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { StoryViewerZone } from '../stories/StoryViewerZone';
import { AttendeeTable } from './AttendeeTable';
import { STORY_ATTENDEES, STORY_TIMEZONE } from './attendanceStoryData';

export default { title: 'Bookings / Parts / Attendee Table' };

/** What the rows' buttons do; tests hand in their own. */
interface AttendeeTableStoryArgs {
  onInfo?: (row: AttendeeSummary) => void;
  onActivity?: (row: AttendeeSummary) => void;
}

const table = (
  { onInfo = () => {}, onActivity = () => {} }: AttendeeTableStoryArgs,
  state: { rows?: AttendeeSummary[]; loading?: boolean; error?: string | null; timezone?: string; viewerZone?: string },
) => (
  <BookingStoryPortal>
    <StoryViewerZone zone={state.viewerZone}>
      <AttendeeTable
        label="Everyone who came"
        rows={state.rows ?? []}
        timezone={state.timezone ?? STORY_TIMEZONE}
        loading={state.loading ?? false}
        error={state.error ?? null}
        emptyText="The attendee list is empty for this booking"
        onInfo={onInfo}
        onActivity={onActivity}
      />
    </StoryViewerZone>
  </BookingStoryPortal>
);

/** The live demo booking: a presenter and Ada in the room, Grace has left. */
export const Basic: Story<AttendeeTableStoryArgs> = (args) => table(args, { rows: STORY_ATTENDEES });

/** The same people at a Los Angeles booking, seen from New York: each time with New York's under it. */
export const ViewerElsewhere: Story<AttendeeTableStoryArgs> = (args) =>
  table(args, { rows: STORY_ATTENDEES, timezone: 'America/Los_Angeles', viewerZone: 'America/New_York' });

/** Nobody has entered yet. */
export const Empty: Story<AttendeeTableStoryArgs> = (args) => table(args, {});

/** The attendance has not answered yet. */
export const Loading: Story<AttendeeTableStoryArgs> = (args) => table(args, { loading: true });

/** The attendance failed. */
export const Error: Story<AttendeeTableStoryArgs> = (args) => table(args, { error: 'An error occurred getting attendees for this booking' });
