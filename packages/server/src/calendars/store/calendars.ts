import type { Calendar } from '@greenroom/core';
import { FIRST_VERSION, sortByName } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';

type Db = Kysely<Database>;

/**
 * Calendars of one space (sorted by name, docs/reference/portal.md §9) or the one calendar, each with its
 * bookings: those whose calendarID names it, earliest start first.
 * @example const [calendar] = await loadCalendars(db, { calendarID: 'c1' });
 */
export async function loadCalendars(db: Db, where: { calendarID: string } | { spaceID: string }): Promise<Calendar[]> {
  let query = db.selectFrom('calendars').selectAll();
  query = 'calendarID' in where ? query.where('calendar_id', '=', where.calendarID) : query.where('space_id', '=', where.spaceID);
  const calendars = await query.execute();
  if (calendars.length === 0) return [];
  const bookings = await db
    .selectFrom('bookings')
    .select(['booking_id', 'calendar_id'])
    .where('calendar_id', 'in', calendars.map((c) => c.calendar_id))
    .orderBy('start_value')
    .execute();
  const found = calendars.map((c) => ({
    calendarID: c.calendar_id,
    calendarName: c.calendar_name,
    loginCode: c.login_code,
    bookings: bookings.filter((b) => b.calendar_id === c.calendar_id).map((b) => b.booking_id),
    spaceID: c.space_id,
    version: c.version,
  }));
  return sortByName(found, (c) => c.calendarName);
}

/** Store a new calendar at the first version. @example await insertCalendar(db, { calendarID, spaceID, calendarName, loginCode, now }) */
export async function insertCalendar(db: Db, c: { calendarID: string; spaceID: string; calendarName: string; loginCode: string; now: number }): Promise<void> {
  await db
    .insertInto('calendars')
    .values({ calendar_id: c.calendarID, space_id: c.spaceID, calendar_name: c.calendarName, login_code: c.loginCode, created_at: c.now, version: FIRST_VERSION })
    .execute();
}

/**
 * Rename a calendar, moving its version by one, only while it is at `version` (when given).
 * Answers false (nothing written) when it is stale or gone.
 * @example if (!(await renameCalendar(db, 'c1', 'Spring', 2))) throw staleWrite();
 */
export async function renameCalendar(db: Db, calendarID: string, calendarName: string, version: number | undefined): Promise<boolean> {
  let update = db
    .updateTable('calendars')
    .set((eb) => ({ calendar_name: calendarName, version: eb('version', '+', 1) }))
    .where('calendar_id', '=', calendarID);
  if (version !== undefined) update = update.where('version', '=', version);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Give a calendar a new login code (its feed address); the version stays (the rename form does not show the code).
 * @example await replaceCalendarCode(db, 'c1', code)
 */
export async function replaceCalendarCode(db: Db, calendarID: string, loginCode: string): Promise<void> {
  await db.updateTable('calendars').set({ login_code: loginCode }).where('calendar_id', '=', calendarID).execute();
}

/** Delete a calendar; its bookings keep running without one. @example await deleteCalendar(db, 'c1') */
export async function deleteCalendar(db: Db, calendarID: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('bookings').set({ calendar_id: null }).where('calendar_id', '=', calendarID).execute();
    await trx.deleteFrom('calendars').where('calendar_id', '=', calendarID).execute();
  });
}
