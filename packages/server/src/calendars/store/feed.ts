import type { Kysely } from 'kysely';
import { fromJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';
import type { FeedEvent } from '../ical';

/** What the iCalendar feed of one calendar is built from. */
export interface FeedSource {
  calendarName: string;
  events: FeedEvent[];
}

interface StoredTime {
  timezone?: unknown;
}

/** The IANA zone of a stored booking time, UTC when it names none or cannot be read. */
function zoneOf(json: string): string {
  try {
    const { timezone } = fromJson<StoredTime>(json);
    return typeof timezone === 'string' ? timezone : 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The calendar of a login code with its bookings as feed events, or null for an unknown code. One
 * query for known and unknown codes alike (the calendar left-joined with its bookings), so the two
 * cannot be told apart by timing.
 * @example const source = await loadFeedSource(db, 'ABC123'); source?.events.length
 */
export async function loadFeedSource(db: Kysely<Database>, loginCode: string): Promise<FeedSource | null> {
  const rows = await db
    .selectFrom('calendars')
    .leftJoin('bookings', 'bookings.calendar_id', 'calendars.calendar_id')
    .select([
      'calendars.calendar_name',
      'bookings.booking_id',
      'bookings.name',
      'bookings.start_time',
      'bookings.end_time',
      'bookings.start_value',
      'bookings.end_value',
      'bookings.version',
    ])
    .where('calendars.login_code', '=', loginCode)
    .execute();

  const events: FeedEvent[] = [];
  for (const row of rows) {
    if (row.booking_id === null || row.start_value === null || row.end_value === null) continue;
    events.push({
      uid: `${row.booking_id}@greenroom`,
      summary: row.name ?? '',
      start: { epochMs: Number(row.start_value), timezone: zoneOf(row.start_time ?? '') },
      end: { epochMs: Number(row.end_value), timezone: zoneOf(row.end_time ?? '') },
      sequence: Number(row.version ?? 0),
    });
  }
  const [first] = rows;
  return first ? { calendarName: first.calendar_name, events } : null;
}
