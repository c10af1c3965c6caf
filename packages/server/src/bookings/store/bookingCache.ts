import type { JsonValue, PresenterPermissions, RegistrationData } from '@greenroom/core';
import { toIsoSeconds } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import { fromJson, toJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';
import { recordAudit, type AuditChange } from '../../audit/store';
import { loadBooking } from './bookingRows';
import { loadSpace } from '../../spaces/store/spaces';

/**
 * The compiled room configuration a room server would load for a booking: the booking, its
 * space's settings and skins, and its presenters with their permissions and presentation.
 * Null when the booking is missing. Plain JSON, stored as is in booking_caches.
 * @example const cache = await buildBookingCache(db, 'b1', Date.now(), 'http://localhost:8080/api/files/slides/');
 */
export async function buildBookingCache(
  db: Kysely<Database>,
  bookingID: string,
  now: number,
  slidesRoot = '',
): Promise<JsonValue | null> {
  const booking = await loadBooking(db, bookingID);
  if (!booking) return null;
  const space = await loadSpace(db, booking.spaceID);
  if (!space) return null;
  const presenters = await db
    .selectFrom('registrations')
    .leftJoin('presentations', 'presentations.presentation_id', 'registrations.presentation_id')
    .select([
      'registrations.registration_id',
      'registrations.login_code',
      'registrations.registration_data',
      'registrations.permissions',
      'registrations.bridge_access',
      'registrations.brand',
      'presentations.presentation_id',
      'presentations.name as presentation_name',
      'presentations.slides',
    ])
    .where('registrations.booking_id', '=', bookingID)
    .where('registrations.kind', '=', 'presenter')
    .orderBy('registrations.created_at')
    .execute();

  const content = {
    bookingID,
    builtAt: toIsoSeconds(now),
    booking,
    space: {
      spaceID: space.spaceID,
      spaceName: space.spaceName,
      projectID: space.projectID,
      worldID: space.worldID ?? '',
      startDate: space.startDate,
      endDate: space.endDate,
      defaultVideoServer: space.defaultVideoServer ?? '',
      defaultVideoServerAppID: space.defaultVideoServerAppID ?? '',
      defaultGameServer: space.defaultGameServer ?? '',
      defaultGamePort: space.defaultGamePort ?? 443,
      uiSkin: space.uiSkin,
      worldSkin: space.worldSkin,
      avatarSkin: space.avatarSkin,
      emailSkin: space.emailSkin,
    },
    presenters: presenters.map((p) => {
      const data = fromJson<RegistrationData>(p.registration_data);
      return {
        registrationID: p.registration_id,
        loginCode: p.login_code,
        firstName: data.firstName,
        lastName: data.lastName,
        brand: p.brand === 1,
        bridgeAccess: p.bridge_access === 1,
        permissions: p.permissions === null ? null : fromJson<PresenterPermissions>(p.permissions),
        presentation:
          p.presentation_id === null
            ? null
            : {
                presentationID: p.presentation_id,
                name: p.presentation_name ?? '',
                slides: p.slides === null ? [] : fromJson<string[]>(p.slides),
                thumbnailRoot: slidesRoot,
              },
      };
    }),
  };
  return JSON.parse(JSON.stringify(content)) as JsonValue;
}

/**
 * A booking's cache: the stored one, else built now and stored (a concurrent first read keeps the
 * one stored first). Null when the booking is missing.
 * @example const content = await cachedOrBuiltBookingCache(db, 'b1', Date.now(), slidesRoot(publicUrl));
 */
export async function cachedOrBuiltBookingCache(db: Kysely<Database>, bookingID: string, now: number, slidesRoot = ''): Promise<JsonValue | null> {
  const cached = await db.selectFrom('booking_caches').select('content').where('booking_id', '=', bookingID).executeTakeFirst();
  if (cached) return fromJson<JsonValue>(cached.content);
  const content = await buildBookingCache(db, bookingID, now, slidesRoot);
  if (!content) return null;
  await db
    .insertInto('booking_caches')
    .values({ booking_id: bookingID, content: toJson(content), built_at: now })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .execute();
  return content;
}

/**
 * Clear a booking's cache and record the 'cache.delete' audit row, in one transaction. The cache is
 * derived data (rebuilt on the next read): the row names it, not its content; clearing no cache
 * records nothing. Answers whether there was a cache.
 * @example await clearBookingCache(db, 'b1', { producerID: adminID, at: Date.now() });
 */
export async function clearBookingCache(db: Kysely<Database>, bookingID: string, by: Pick<AuditChange, 'producerID' | 'at'>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('booking_caches').where('booking_id', '=', bookingID).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await recordAudit(trx, { ...by, action: 'cache.delete', target: bookingID, before: { bookingID }, after: null });
    return true;
  });
}
