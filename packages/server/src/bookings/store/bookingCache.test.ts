import { createBooking, startBookingServer, type BookingServer } from '../../../test/bookingFixtures';
import { readAuditLog } from '../../audit/store';
import { cachedOrBuiltBookingCache, clearBookingCache } from './bookingCache';

let env: BookingServer;
let bookingID: string;
const by = { producerID: 'admin-1', at: Date.parse('2026-03-10T16:00:00Z') };
const storedCaches = () => env.server.db.selectFrom('booking_caches').select(['booking_id', 'built_at']).execute();

beforeAll(async () => {
  env = await startBookingServer();
  bookingID = (await createBooking(env.server, env.tenant.producer, env.tenant.spaceID)).bookingID;
});
afterAll(() => env.server.close());

describe('booking cache store', () => {
  it('builds and stores the cache on first read, then answers the stored one; null (nothing stored) for a missing booking', async () => {
    expect(await cachedOrBuiltBookingCache(env.server.db, 'missing', by.at)).toBeNull();
    const built = await cachedOrBuiltBookingCache(env.server.db, bookingID, by.at);
    expect(built).toMatchObject({ bookingID, builtAt: '2026-03-10T16:00:00Z' });
    expect(await storedCaches()).toEqual([{ booking_id: bookingID, built_at: by.at }]);
    expect(await cachedOrBuiltBookingCache(env.server.db, bookingID, by.at + 60_000)).toEqual(built);
  });

  it('clears a cache with its audit row; clearing no cache records nothing', async () => {
    const entries = async () => (await readAuditLog(env.server.db, undefined)).filter((entry) => entry.action === 'cache.delete');
    expect(await clearBookingCache(env.server.db, 'missing', by)).toBe(false);
    expect(await entries()).toEqual([]);
    expect(await clearBookingCache(env.server.db, bookingID, by)).toBe(true);
    expect(await entries()).toMatchObject([{ producerID: 'admin-1', target: bookingID, before: { bookingID }, after: null }]);
    expect(await storedCaches()).toEqual([]);
  });
});
