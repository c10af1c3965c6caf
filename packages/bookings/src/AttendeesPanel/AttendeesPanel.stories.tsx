import type { MemorySeed } from '@greenroom/core';
import type { Story } from '@ladle/react';
import { BookingStoryPortal, bookingStorySeed, STORY_NOW } from '../stories/BookingStoryPortal';
import { StoryViewerZone } from '../stories/StoryViewerZone';
import { WithBooking } from '../stories/WithBooking';
import { AttendeesPanel } from './AttendeesPanel';

export default { title: 'Bookings / Panels / Attendees Panel' };

const MINUTE = 60_000;
/** 'Product Launch Keynote' starts an hour before the stories' now. */
const START = STORY_NOW.valueOf() - 60 * MINUTE;
const at = (minutes: number) => new Date(START + minutes * MINUTE).toISOString().replace('.000', '');

type SeedRecord = NonNullable<MemorySeed['attendance']>[number];

/**
 * The demo world plus Grace Hopper rejoining twice, Ada Lovelace on a second device for ten
 * minutes, and a walk-in through the public link who is not on the guest list.
 * @example const seed = rejoinSeed();
 */
function rejoinSeed(): MemorySeed {
  const seed = bookingStorySeed();
  const records = seed.attendance ?? [];
  const copy = (attendeesID: string, from: SeedRecord, start: number, end: number | null): SeedRecord => ({
    ...from,
    attendeesID,
    socketID: `socket-${attendeesID}`,
    startTime: at(start),
    endTime: end === null ? '' : at(end),
    totalSeconds: ((end ?? 60) - start) * 60,
  });
  const ada = records.find((record) => record.registrationID === 'registration-1') as SeedRecord;
  const grace = records.find((record) => record.registrationID === 'registration-2') as SeedRecord;
  const walkIn: SeedRecord = {
    ...copy('attendee-walk-in', grace, 30, 35),
    registrationID: '',
    loginCode: 'public',
    brand: false,
    intakeData: { firstName: 'Walk', lastName: 'In', emailAddress: 'walk.in@example.com' },
  };
  return {
    ...seed,
    attendance: [
      ...records,
      copy('attendee-grace-2', grace, 45, 50),
      copy('attendee-grace-3', grace, 55, null),
      copy('attendee-ada-phone', ada, 20, 30),
      walkIn,
    ],
  };
}

const panel = (superAdmin = false) => (
  <StoryViewerZone>
    <WithBooking>{(booking) => <AttendeesPanel booking={booking} superAdmin={superAdmin} />}</WithBooking>
  </StoryViewerZone>
);

/** The live demo booking: Ada and a presenter in the room, Grace has left. */
export const Basic: Story = () => <BookingStoryPortal>{panel()}</BookingStoryPortal>;

/** Rejoins, a second device and a walk-in: one row per person, the peak and the chart. */
export const Rejoins: Story = () => <BookingStoryPortal seed={rejoinSeed()}>{panel()}</BookingStoryPortal>;

/** A super-admin sees socket ID and attendees ID in Login Activity. */
export const SuperAdmin: Story = () => <BookingStoryPortal seed={rejoinSeed()}>{panel(true)}</BookingStoryPortal>;

/** Nobody has entered yet: 'The attendee list is empty for this booking'. */
export const Empty: Story = () => <BookingStoryPortal seed={{ ...bookingStorySeed(), attendance: [] }}>{panel()}</BookingStoryPortal>;

/** The attendance never arrives. */
export const Loading: Story = () => <BookingStoryPortal pending={['attendance.list']}>{panel()}</BookingStoryPortal>;

/** Loading the attendance fails: 'An error occurred getting attendees for this booking'. */
export const LoadError: Story = () => <BookingStoryPortal failing={['attendance.list']}>{panel()}</BookingStoryPortal>;
