import { mergeAttendance, roomSeries, type AttendeeSummary, type Registration, type RoomPoint } from '@greenroom/core';
import { bookingStorySeed, STORY_NOW } from '../stories/BookingStoryPortal';

const seed = bookingStorySeed();
const records = (seed.attendance ?? []).filter((record) => record.bookingID === 'booking-1');

/** The demo booking's time zone. */
export const STORY_TIMEZONE = 'America/Chicago';

/**
 * The live demo booking's attendees at the stories' now, one row per person (Ada and a presenter
 * in the room, Grace has left).
 */
export const STORY_ATTENDEES: AttendeeSummary[] = mergeAttendance(records, STORY_NOW);

/** People in the room over time for the live demo booking. */
export const STORY_ROOM_SERIES: RoomPoint[] = roomSeries(records, STORY_NOW);

/** The live demo booking's guest list. */
export const STORY_REGISTRATIONS: Registration[] = (seed.registrations ?? []).filter((r) => r.bookingID === 'booking-1');

/** Ada Lovelace, in the room, with every intake field filled. */
export const STORY_ATTENDEE: AttendeeSummary = STORY_ATTENDEES.find((row) => row.registrationID === 'registration-1') as AttendeeSummary;

/** A walk-in through the public link who gave only a name: no registration, no brand. */
export const STORY_WALK_IN: AttendeeSummary = {
  ...STORY_ATTENDEE,
  key: 'attendee:walk-in',
  registrationID: '',
  brand: false,
  intakeData: { firstName: 'Walk', lastName: 'In' },
  records: STORY_ATTENDEE.records.map((record) => ({ ...record, loginCode: 'public', registrationID: '' })),
};
