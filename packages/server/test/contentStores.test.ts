// Store functions moved out of the content route handlers (presentations, uploads, attendance,
// calendar feed): the choices they make that the route tests do not pin one by one.
import { flag, toJson } from '../src/platform/db/json';
import { attendanceOfBooking, closeOpenStays, staysOfBooking } from '../src/attendance/store';
import { deletePresentation, insertPresentation, loadPresentation } from '../src/presentations/store';
import { storedFilePaths } from '../src/uploads/store/files';
import { findUploadItem } from '../src/uploads/store/uploads';
import { attendanceRecord, createBooking, startBookingServer, type BookingServer } from './bookingFixtures';
import { loadFeedSource } from '../src/calendars/store/feed';

let env: BookingServer;
let bookingID: string;
let otherBookingID: string;

beforeAll(async () => {
  env = await startBookingServer();
  bookingID = (await createBooking(env.server, env.tenant.producer, env.tenant.spaceID)).bookingID;
  otherBookingID = (await createBooking(env.server, env.other.producer, env.other.spaceID)).bookingID;
});
afterAll(() => env.server.close());

const item = (property: string, type: string, extra: { dimensions?: string | null; hidden?: boolean } = {}) => ({
  skin_group: 'uiSkin',
  property,
  label: property,
  type,
  value: toJson(''),
  dimensions: extra.dimensions ?? null,
  asset_family: null,
  hidden: flag(extra.hidden ?? false),
});

describe('upload items', () => {
  beforeAll(async () => {
    const db = env.server.db;
    await db.insertInto('world_skin_items').values({ ...item('storeLogo', 'Image', { dimensions: toJson({ width: 100, height: 50 }) }), world_id: 'world-test' }).execute();
    await db.insertInto('space_skin_items').values({ ...item('storeLogo', 'Video', { hidden: true }), space_id: env.tenant.spaceID, updated_at: 1, version: 1 }).execute();
    await db.insertInto('space_skin_items').values({ ...item('storeOnlyOther', 'Audio'), space_id: env.other.spaceID, updated_at: 1, version: 1 }).execute();
  });

  it("takes the named space's own item first, else the world catalogue's, else any space's", async () => {
    const db = env.server.db;
    expect(await findUploadItem(db, 'storeLogo', env.tenant.spaceID)).toEqual({ type: 'Video', hidden: true });
    expect(await findUploadItem(db, 'storeLogo', env.other.spaceID)).toEqual({ type: 'Image', hidden: false, dimensions: { width: 100, height: 50 } });
    expect(await findUploadItem(db, 'storeLogo')).toEqual({ type: 'Image', hidden: false, dimensions: { width: 100, height: 50 } });
    expect((await findUploadItem(db, 'storeOnlyOther', env.tenant.spaceID))?.type).toBe('Audio');
    expect(await findUploadItem(db, 'storeNoSuchItem')).toBeUndefined();
  });

  it('answers which stored-file paths exist', async () => {
    const db = env.server.db;
    await db.insertInto('files').values({ path: 'slides/stored.png', content_type: 'image/png', size: 1, data: new Uint8Array([1]), created_at: 1 }).execute();
    expect(await storedFilePaths(db, ['slides/stored.png', 'slides/missing.png'])).toEqual(new Set(['slides/stored.png']));
    expect(await storedFilePaths(db, [])).toEqual(new Set());
  });
});

describe('presentations', () => {
  it('deletes a presentation, unlinks its presenters and drops the compiled configurations of its space only', async () => {
    const db = env.server.db;
    await insertPresentation(db, { presentationID: 'p-store', spaceID: env.tenant.spaceID, name: 'Deck', slides: ['a.png'], now: 1 });
    expect(await loadPresentation(db, 'p-store', 'http://x/slides/')).toEqual({
      presentationID: 'p-store',
      spaceID: env.tenant.spaceID,
      name: 'Deck',
      slides: ['a.png'],
      thumbnailRoot: 'http://x/slides/',
      version: 1,
    });
    const presenter = { registration_id: 'r-store', booking_id: bookingID, kind: 'presenter' as const };
    await db
      .insertInto('registrations')
      .values({ ...presenter, login_code: 'STORECODE1', emails: toJson([]), registration_data: toJson({}), brand: 0, allow_early_access: 0, permissions: null, bridge_access: 0, presentation_id: 'p-store', created_at: 1, updated_at: 1, version: 1, time_zone: '' })
      .execute();
    await db.insertInto('booking_caches').values([
      { booking_id: bookingID, content: '{}', built_at: 1 },
      { booking_id: otherBookingID, content: '{}', built_at: 1 },
    ]).execute();

    await db.transaction().execute((trx) => deletePresentation(trx, { presentationID: 'p-store', spaceID: env.tenant.spaceID }));

    expect(await loadPresentation(db, 'p-store', '')).toBeNull();
    const linked = await db.selectFrom('registrations').select('presentation_id').where('registration_id', '=', 'r-store').executeTakeFirstOrThrow();
    expect(linked.presentation_id).toBeNull();
    const caches = await db.selectFrom('booking_caches').select('booking_id').execute();
    expect(caches.map((c) => c.booking_id)).toEqual([otherBookingID]);
  });
});

describe('attendance', () => {
  const stay = (id: string, booking: string, spaceID: string, start: number, end: number | null) =>
    attendanceRecord({ attendees_id: id, booking_id: booking, space_id: spaceID, start_time: start, end_time: end });

  beforeAll(async () => {
    await env.server.db
      .insertInto('attendance_records')
      .values([
        stay('late', bookingID, env.tenant.spaceID, 3_000, null),
        stay('early', bookingID, env.tenant.spaceID, 1_000, 2_000),
        stay('elsewhere', otherBookingID, env.other.spaceID, 500, null),
      ])
      .execute();
  });

  it("lists a booking's records oldest first, open ones counted up to now", async () => {
    const records = await attendanceOfBooking(env.server.db, bookingID, 10_000);
    expect(records.map((r) => [r.attendeesID, r.endTime, r.totalSeconds])).toEqual([
      ['early', '1970-01-01T00:00:02Z', 1],
      ['late', '', 7],
    ]);
  });

  it("finds only the booking's chosen stays and closes only the open ones", async () => {
    const db = env.server.db;
    expect(await staysOfBooking(db, bookingID, ['late', 'early', 'elsewhere'])).toEqual(
      expect.arrayContaining([
        { attendeesID: 'late', startTime: 3_000, endTime: null },
        { attendeesID: 'early', startTime: 1_000, endTime: 2_000 },
      ]),
    );
    expect(await staysOfBooking(db, bookingID, ['elsewhere'])).toEqual([]);
    await closeOpenStays(db, bookingID, ['late', 'early', 'elsewhere'], 9_000);
    const ends = await db.selectFrom('attendance_records').select(['attendees_id', 'end_time']).orderBy('attendees_id').execute();
    expect(ends.map((r) => [r.attendees_id, r.end_time === null ? null : Number(r.end_time)])).toEqual([
      ['early', 2_000],
      ['elsewhere', null],
      ['late', 9_000],
    ]);
  });
});

describe('calendar feed source', () => {
  it('answers null for an unknown code, the name alone for an empty calendar, and each booking in its own zone', async () => {
    const db = env.server.db;
    expect(await loadFeedSource(db, 'NO-SUCH-CODE')).toBeNull();
    await db.insertInto('calendars').values({ calendar_id: 'c-store', space_id: env.tenant.spaceID, calendar_name: 'Stage', login_code: 'FEEDSTORE', created_at: 1, version: 1 }).execute();
    expect(await loadFeedSource(db, 'FEEDSTORE')).toEqual({ calendarName: 'Stage', events: [] });

    await db.updateTable('bookings').set({ calendar_id: 'c-store' }).where('booking_id', '=', bookingID).execute();
    const source = await loadFeedSource(db, 'FEEDSTORE');
    expect(source?.events).toEqual([
      {
        uid: `${bookingID}@greenroom`,
        summary: 'Launch',
        start: { epochMs: Date.UTC(2026, 10, 21, 21), timezone: 'America/Chicago' },
        end: { epochMs: Date.UTC(2026, 10, 21, 22), timezone: 'America/Chicago' },
        sequence: expect.any(Number),
      },
    ]);
  });
});
