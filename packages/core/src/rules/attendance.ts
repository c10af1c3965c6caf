import type { AttendanceIntakeData, AttendanceRecord, Registration } from '../entities';
import { toEpochMs, type Instant } from '../time/instant';

/** Attendance role of a presenter (docs/reference/bookings.md §9). */
export const PRESENTER_ATTENDANCE_ROLE = 2;

/**
 * The current in-event count (docs/reference/bookings.md §9): attendance records with an empty end time.
 * @example inEventCount([{ endTime: '' }, { endTime: '2026-11-21T16:00:00Z' }]) // 1
 */
export function inEventCount(records: readonly Pick<AttendanceRecord, 'endTime'>[]): number {
  return records.filter((record) => record.endTime === '').length;
}

/** A stay as milliseconds; `end` is `now` for someone still in the room. */
interface Interval {
  start: number;
  end: number;
}

function intervalOf(record: Pick<AttendanceRecord, 'startTime' | 'endTime'>, nowMs: number): Interval | null {
  const start = toEpochMs(record.startTime);
  if (start === null) return null;
  const end = record.endTime === '' ? nowMs : (toEpochMs(record.endTime) ?? nowMs);
  return { start, end: Math.max(start, end) };
}

/**
 * Seconds covered by the union of stays: overlapping connections (a second device) count once.
 * @example unionSeconds([{ start: 0, end: 60_000 }, { start: 30_000, end: 90_000 }]) // 90
 */
function unionSeconds(intervals: readonly Interval[]): number {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  let total = 0;
  let current: Interval | null = null;
  for (const interval of sorted) {
    if (current && interval.start <= current.end) {
      current.end = Math.max(current.end, interval.end);
      continue;
    }
    if (current) total += current.end - current.start;
    current = { ...interval };
  }
  if (current) total += current.end - current.start;
  return Math.floor(total / 1000);
}

/**
 * Who a record belongs to: its registration, else its e-mail, else the record itself (an
 * anonymous public-link entry is its own person).
 * @example personKey({ registrationID: 'registration-1', ... }) // 'registration:registration-1'
 */
export function personKey(record: Pick<AttendanceRecord, 'registrationID' | 'attendeesID' | 'intakeData'>): string {
  if (record.registrationID) return `registration:${record.registrationID}`;
  const email = record.intakeData.emailAddress?.trim().toLowerCase();
  return email ? `email:${email}` : `record:${record.attendeesID}`;
}

/**
 * One person's attendance: all their connections (rejoins, second devices) merged.
 * @example const row: AttendeeSummary = mergeAttendance(records, now)[0]
 */
export interface AttendeeSummary {
  key: string;
  registrationID: string;
  intakeData: AttendanceIntakeData;
  /** Any connection with role 2. */
  presenter: boolean;
  brand: boolean;
  /** First join, epoch ms. */
  firstJoin: number;
  /** Last leave, epoch ms; null while any connection is still in the room. */
  lastLeave: number | null;
  inRoom: boolean;
  joins: number;
  /** Seconds in the room, overlapping connections counted once, open ones up to now. */
  totalSeconds: number;
  /** The raw connections, oldest first. */
  records: AttendanceRecord[];
}

/**
 * Attendance per person instead of per connection: rejoins and second devices merged into one
 * row with first join, last leave, number of joins and total time in room (overlaps counted
 * once, open stays up to `now`). Rows are ordered by first join. Records without a valid start
 * are left out.
 * @example mergeAttendance(records, new Date()).map((row) => row.joins)
 */
export function mergeAttendance(records: readonly AttendanceRecord[], now: Instant): AttendeeSummary[] {
  const nowMs = toEpochMs(now) ?? 0;
  const groups = new Map<string, { record: AttendanceRecord; interval: Interval }[]>();
  for (const record of records) {
    const interval = intervalOf(record, nowMs);
    if (!interval) continue;
    const key = personKey(record);
    groups.set(key, [...(groups.get(key) ?? []), { record, interval }]);
  }
  const rows = [...groups.entries()].map(([key, stays]): AttendeeSummary => {
    stays.sort((a, b) => a.interval.start - b.interval.start);
    const latest = stays[stays.length - 1].record;
    const inRoom = stays.some((stay) => stay.record.endTime === '');
    return {
      key,
      registrationID: latest.registrationID,
      intakeData: latest.intakeData,
      presenter: stays.some((stay) => stay.record.role === PRESENTER_ATTENDANCE_ROLE),
      brand: stays.some((stay) => stay.record.brand),
      firstJoin: stays[0].interval.start,
      lastLeave: inRoom ? null : Math.max(...stays.map((stay) => stay.interval.end)),
      inRoom,
      joins: stays.length,
      totalSeconds: unionSeconds(stays.map((stay) => stay.interval)),
      records: stays.map((stay) => stay.record),
    };
  });
  return rows.sort((a, b) => a.firstJoin - b.firstJoin);
}

/**
 * A point of the people-in-the-room curve: from `at` on, `count` people are in.
 * @example const point: RoomPoint = { at: 1_700_000_000_000, count: 3 }
 */
export interface RoomPoint {
  at: number;
  count: number;
}

/**
 * People in the room over time, measured from the records: one point per moment the number
 * changes (people, not connections: a second device does not count twice), ending at `now` while
 * anyone is in or at the last leave. Empty when there are no records.
 * @example roomSeries(records, now) // [{ at: t0, count: 1 }, { at: t1, count: 2 }, ...]
 */
export function roomSeries(records: readonly AttendanceRecord[], now: Instant): RoomPoint[] {
  const nowMs = toEpochMs(now) ?? 0;
  const events: { at: number; key: string; delta: 1 | -1 }[] = [];
  for (const record of records) {
    const interval = intervalOf(record, nowMs);
    if (!interval) continue;
    const key = personKey(record);
    events.push({ at: interval.start, key, delta: 1 });
    if (record.endTime !== '') events.push({ at: interval.end, key, delta: -1 });
  }
  if (events.length === 0) return [];
  // Leaves before joins at the same instant: a rejoin at the very moment of leaving is no peak.
  events.sort((a, b) => a.at - b.at || a.delta - b.delta);
  const connections = new Map<string, number>();
  const points: RoomPoint[] = [];
  for (const event of events) {
    const open = (connections.get(event.key) ?? 0) + event.delta;
    if (open <= 0) connections.delete(event.key);
    else connections.set(event.key, open);
    const count = connections.size;
    const last = points[points.length - 1];
    if (last && last.at === event.at) last.count = count;
    else if (!last || last.count !== count) points.push({ at: event.at, count });
  }
  const last = points[points.length - 1];
  if (last.count > 0 && nowMs > last.at) points.push({ at: nowMs, count: last.count });
  return points;
}

/**
 * The most people in the room at once and when that first happened; null without records.
 * @example peakInRoom(records, now) // { count: 3, at: 1_700_000_600_000 }
 */
export function peakInRoom(records: readonly AttendanceRecord[], now: Instant): RoomPoint | null {
  let peak: RoomPoint | null = null;
  for (const point of roomSeries(records, now)) if (!peak || point.count > peak.count) peak = point;
  return peak && peak.count > 0 ? { ...peak } : null;
}

/**
 * The guest list against who came: registered and came, registered and did not come, and came
 * without being on the list (presenters are on their own list, so they are not counted there).
 * @example compareWithGuestList(registrations, mergeAttendance(records, now)).registeredAbsent
 */
export interface GuestListComparison {
  registeredCame: AttendeeSummary[];
  registeredAbsent: Registration[];
  unlisted: AttendeeSummary[];
}

/**
 * Splits the guest list and the merged attendance into the three lists of
 * {@link GuestListComparison}.
 * @example compareWithGuestList([ada, bob], mergeAttendance(records, now)).registeredAbsent // [bob]
 */
export function compareWithGuestList(
  registrations: readonly Registration[],
  attendees: readonly AttendeeSummary[],
): GuestListComparison {
  const listed = new Set(registrations.map((registration) => registration.registrationID));
  const came = new Set(attendees.map((attendee) => attendee.registrationID).filter(Boolean));
  return {
    registeredCame: attendees.filter((attendee) => listed.has(attendee.registrationID)),
    registeredAbsent: registrations.filter((registration) => !came.has(registration.registrationID)),
    unlisted: attendees.filter((attendee) => !attendee.presenter && !listed.has(attendee.registrationID)),
  };
}
