import type { ZonedDate } from '@greenroom/core';
import type { NewSpaceFields } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { fromJson, toJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';
import { copyWorldSkins } from '../../branding/store/skinItems';

type Db = Kysely<Database>;

/** A space to create: the checked fields plus its ids. */
export interface NewSpace {
  spaceID: string;
  projectID: string;
  worldID: string;
  fields: NewSpaceFields;
  now: number;
}

/**
 * Store a new space with copies of its world's skin items. Several writes: call it inside the
 * transaction that also records the audit entry.
 * @example await insertSpaceFromWorld(trx, { spaceID, projectID: 'p1', worldID: 'w1', fields: checked.fields, now });
 */
export async function insertSpaceFromWorld(db: Db, space: NewSpace): Promise<void> {
  const { fields, now } = space;
  await db
    .insertInto('spaces')
    .values({
      space_id: space.spaceID,
      project_id: space.projectID,
      world_id: space.worldID,
      space_name: fields.spaceName,
      start_date: toJson(fields.startDate),
      end_date: toJson(fields.endDate),
      maximum_user_hours: fields.maximumUserHours,
      default_video_server: fields.defaultVideoServer,
      default_video_server_app_id: fields.defaultVideoServerAppID,
      default_game_server: fields.defaultGameServer,
      default_game_port: fields.defaultGamePort,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await copyWorldSkins(db, { worldID: space.worldID, spaceID: space.spaceID, now });
}

/** A space's name and dates, as the end-time update reads them. */
export interface SpaceDates {
  spaceID: string;
  spaceName: string;
  startDate: ZonedDate;
  endDate: ZonedDate;
}

/**
 * The names and dates of the listed spaces (unknown ids are left out), in no particular order.
 * @example const spaces = await spaceDates(trx, ['s1', 's2']);
 */
export async function spaceDates(db: Db, spaceIDs: readonly string[]): Promise<SpaceDates[]> {
  const rows = await db.selectFrom('spaces').select(['space_id', 'space_name', 'start_date', 'end_date']).where('space_id', 'in', spaceIDs).execute();
  return rows.map((row) => ({
    spaceID: row.space_id,
    spaceName: row.space_name,
    startDate: fromJson<ZonedDate>(row.start_date),
    endDate: fromJson<ZonedDate>(row.end_date),
  }));
}

/**
 * Set the end date of one space.
 * @example await setSpaceEnd(trx, 's1', { date: '2026-11-22T05:59:59Z', timezone: 'UTC' }, now);
 */
export async function setSpaceEnd(db: Db, spaceID: string, endDate: ZonedDate, now: number): Promise<void> {
  await db.updateTable('spaces').set({ end_date: toJson(endDate), updated_at: now }).where('space_id', '=', spaceID).execute();
}
