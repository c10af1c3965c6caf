import type { Space, SpaceSummary, ZonedDate } from '@greenroom/core';
import { type Stay, sortByName } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { fromJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';
import type { SpacesTable } from '../tables';
import { loadProjects } from '../../projects/store';
import { groupsFromRows } from '../../branding/store/skins';

/** The bookings of spaces as `{ bookingID: { bookingID, bookingName } }` per space. */
async function bookingRefs(db: Kysely<Database>, spaceIDs: readonly string[]): Promise<Map<string, Space['bookings']>> {
  const refs = new Map<string, Space['bookings']>(spaceIDs.map((id) => [id, {}]));
  if (spaceIDs.length === 0) return refs;
  const rows = await db
    .selectFrom('bookings')
    .select(['booking_id', 'name', 'space_id'])
    .where('space_id', 'in', spaceIDs)
    .orderBy('start_value', 'desc')
    .execute();
  for (const row of rows) {
    const map = refs.get(row.space_id);
    if (map) map[row.booking_id] = { bookingID: row.booking_id, bookingName: row.name };
  }
  return refs;
}

/**
 * A whole space: project (with its spaces), booking and presentation references, dates, and the
 * four skin groups. Null when missing.
 * @example const space = await loadSpace(db, 's1');
 */
export async function loadSpace(db: Kysely<Database>, spaceID: string): Promise<Space | null> {
  const row = await db.selectFrom('spaces').selectAll().where('space_id', '=', spaceID).executeTakeFirst();
  if (!row) return null;
  const [skinRows, presentations, bookings, projects] = await Promise.all([
    db.selectFrom('space_skin_items').selectAll().where('space_id', '=', spaceID).execute(),
    db.selectFrom('presentations').select(['presentation_id', 'name']).where('space_id', '=', spaceID).orderBy('name').execute(),
    bookingRefs(db, [spaceID]),
    loadProjects(db, [row.project_id]),
  ]);
  const groups = groupsFromRows(skinRows);
  return {
    spaceID: row.space_id,
    spaceName: row.space_name,
    projectID: row.project_id,
    ...(projects[0] ? { project: projects[0] } : {}),
    bookings: bookings.get(spaceID) ?? {},
    presentations: Object.fromEntries(
      presentations.map((p) => [p.presentation_id, { presentationID: p.presentation_id, presentationName: p.name }]),
    ),
    startDate: fromJson<ZonedDate>(row.start_date),
    endDate: fromJson<ZonedDate>(row.end_date),
    maximumUserHours: row.maximum_user_hours,
    ...groups,
    worldID: row.world_id,
    defaultVideoServer: row.default_video_server,
    defaultVideoServerAppID: row.default_video_server_app_id,
    defaultGameServer: row.default_game_server,
    defaultGamePort: row.default_game_port,
  };
}

/** Every space as listed by the admin screens, sorted by name. @example await listSpaceSummaries(db) */
export async function listSpaceSummaries(db: Kysely<Database>): Promise<SpaceSummary[]> {
  const rows: SpacesTable[] = await db.selectFrom('spaces').selectAll().execute();
  const refs = await bookingRefs(db, rows.map((r) => r.space_id));
  const summaries = rows.map((row) => ({
    spaceID: row.space_id,
    spaceName: row.space_name,
    projectID: row.project_id,
    bookings: refs.get(row.space_id) ?? {},
    startDate: fromJson<ZonedDate>(row.start_date),
    endDate: fromJson<ZonedDate>(row.end_date),
  }));
  return sortByName(summaries, (s) => s.spaceName);
}

/**
 * Every attendance stay in a space's rooms (open ones have no end), for the usage rule.
 * @example usageSeconds(await spaceStays(db, 's1'), now)
 */
export async function spaceStays(db: Kysely<Database>, spaceID: string): Promise<Stay[]> {
  const rows = await db.selectFrom('attendance_records').select(['start_time', 'end_time']).where('space_id', '=', spaceID).execute();
  return rows.map((r) => ({ startTime: r.start_time, endTime: r.end_time }));
}
