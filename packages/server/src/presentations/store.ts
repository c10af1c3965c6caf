import type { Presentation } from '@greenroom/core';
import { FIRST_VERSION } from '@greenroom/core/rules';
import type { Kysely, Transaction } from 'kysely';
import { fromJson, toJson } from '../platform/db/json';
import type { Database } from '../platform/db/database';
import { invalidateBookingCaches } from '../bookings/store/bookingRows';

type Db = Kysely<Database> | Transaction<Database>;

/** A presentation's stored fields. */
export interface PresentationWrite {
  name: string;
  slides: readonly string[];
  now: number;
}

/**
 * One presentation with its ordered slides, or null; `thumbnailRoot` is where its slides are served.
 * @example const presentation = await loadPresentation(db, 'p1', slidesRoot(publicUrl));
 */
export async function loadPresentation(db: Db, presentationID: string, thumbnailRoot: string): Promise<Presentation | null> {
  const row = await db.selectFrom('presentations').selectAll().where('presentation_id', '=', presentationID).executeTakeFirst();
  if (!row) return null;
  return { presentationID: row.presentation_id, spaceID: row.space_id, name: row.name, slides: fromJson<string[]>(row.slides), thumbnailRoot, version: row.version };
}

/**
 * Store a new presentation of a space, at the first version.
 * @example await insertPresentation(db, { presentationID, spaceID, name: 'Keynote', slides: [], now });
 */
export async function insertPresentation(db: Db, p: PresentationWrite & { presentationID: string; spaceID: string }): Promise<void> {
  await db
    .insertInto('presentations')
    .values({ presentation_id: p.presentationID, space_id: p.spaceID, name: p.name, slides: toJson(p.slides), created_at: p.now, updated_at: p.now, version: FIRST_VERSION })
    .execute();
}

/**
 * Rename a presentation and replace its slides, moving its version by one, only while it is at
 * `version` (when given). Answers false (nothing written) when it is stale or gone.
 * @example if (!(await updatePresentation(db, 'p1', { name: 'Keynote', slides: ['a.png'], now }, 2))) throw staleWrite();
 */
export async function updatePresentation(db: Db, presentationID: string, p: PresentationWrite, version: number | undefined): Promise<boolean> {
  let update = db
    .updateTable('presentations')
    .set((eb) => ({ name: p.name, slides: toJson(p.slides), updated_at: p.now, version: eb('version', '+', 1) }))
    .where('presentation_id', '=', presentationID);
  if (version !== undefined) update = update.where('version', '=', version);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Delete a presentation inside the caller's transaction: presenters that used it keep none, and
 * the space's compiled booking configurations are dropped.
 * @example await ctx.db.transaction().execute((trx) => deletePresentation(trx, { presentationID: 'p1', spaceID: 's1' }));
 */
export async function deletePresentation(trx: Transaction<Database>, where: { presentationID: string; spaceID: string }): Promise<void> {
  await trx.updateTable('registrations').set({ presentation_id: null }).where('presentation_id', '=', where.presentationID).execute();
  await trx.deleteFrom('presentations').where('presentation_id', '=', where.presentationID).execute();
  await invalidateBookingCaches(trx, { spaceID: where.spaceID });
}
