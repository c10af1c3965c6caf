/**
 * What the server benchmarks share (scripts/bench-server.mjs, bench-mail.mjs, bench-import.mjs): their
 * options, the Greenroom server started on a fresh SQLite database with one tenant, the request
 * bodies they send, and the clock they time with.
 * @example
 * const server = await importServer(process.env.BENCH_SOURCE === '1');
 * const bench = await startBenchServer(server, { dataDir, env: { SMTP_URL: smtp.url } });
 * const { result, ms } = await timed(() => bench.app.inject({ method: 'GET', url: '/api/health' }));
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. @example join(root, 'packages/server/dist/index.js') */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The space every benchmark works in, open all of 2026. @example `/space/bookings/all?spaceID=${BENCH_SPACE_ID}` */
export const BENCH_SPACE_ID = 'bench-space';
/** The sign-in of the space's producer. @example await call('POST', '/auth/sign-in', BENCH_CREDENTIALS) */
export const BENCH_CREDENTIALS = { username: 'bench', password: 'Secret123' };

/**
 * A numeric `--name value` option of the command line, bounded to [min, max].
 * @example const ROWS = numberOption('rows', 10_000, 1, 10_000);
 */
export function numberOption(name, fallback, min, max, args = process.argv.slice(2)) {
  const index = args.indexOf(`--${name}`);
  return Math.min(Math.max(index === -1 ? fallback : Number(args[index + 1]), min), max);
}

/**
 * The server package: its sources through tsx, or the build (packages/server/dist).
 * @example const server = await importServer(false);
 */
export function importServer(fromSource) {
  return import(fromSource ? join(root, 'packages/server/src/index.ts') : join(root, 'packages/server/dist/index.js'));
}

/** One world, project and space (open all year), and a producer assigned to the project. */
async function seedTenant(server, db) {
  const now = Date.now();
  await db.insertInto('worlds').values({ world_id: 'bench-world', name: 'Bench', created_at: now }).execute();
  await db.insertInto('projects').values({ project_id: 'bench-project', project_name: 'Bench', created_at: now }).execute();
  await db
    .insertInto('spaces')
    .values({
      space_id: BENCH_SPACE_ID,
      project_id: 'bench-project',
      world_id: 'bench-world',
      space_name: 'Bench Hall',
      start_date: JSON.stringify({ date: '2026-01-01T06:01:00Z', timezone: 'America/Chicago' }),
      end_date: JSON.stringify({ date: '2027-01-01T05:59:00Z', timezone: 'America/Chicago' }),
      maximum_user_hours: 1000,
      default_video_server: 'https://video.greenroom.test',
      default_video_server_app_id: 'greenroom-public',
      default_game_server: 'wss://game.greenroom.test',
      default_game_port: 443,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('producers')
    .values({
      producer_id: 'bench-producer',
      username: BENCH_CREDENTIALS.username,
      username_key: BENCH_CREDENTIALS.username,
      email: 'bench@example.test',
      email_key: 'bench@example.test',
      first_name: 'Bench',
      last_name: 'Mark',
      role: 1,
      password_hash: await server.hashPassword(BENCH_CREDENTIALS.password, 2 ** 10),
      must_change_password: 0,
      temporary_password_expires_at: null,
      failed_sign_ins: 0,
      lockouts: 0,
      locked_until: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.insertInto('producer_projects').values({ producer_id: 'bench-producer', project_id: 'bench-project' }).execute();
}

/**
 * Greenroom on a migrated SQLite database in `dataDir` holding the bench tenant, with cheap
 * password hashing; `env` adds to its configuration. Not listening: call `app.listen` to serve.
 * `close` closes the app, then the database.
 * @example const { app, handle, close } = await startBenchServer(server, { dataDir, env: { SMTP_URL: url } });
 */
export async function startBenchServer(server, { dataDir, env = {} }) {
  const handle = await server.openDatabase({ dataDir });
  try {
    await server.runMigrations(handle);
    await seedTenant(server, handle.db);
    const config = server.loadConfig({ GREENROOM_DATA_DIR: dataDir, GREENROOM_SEED: 'none', PUBLIC_URL: 'http://127.0.0.1', ...env });
    const app = await server.buildApp({ db: handle.db, config, scryptCost: 2 ** 10 });
    return {
      app,
      handle,
      close: async () => {
        await app.close();
        await handle.close();
      },
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * A one-hour booking in the bench space on 1 March 2026 (15:00 UTC), `index` six hours later each.
 * @example bookingBody({ index: 2, name: 'Bench booking 3' })
 */
export function bookingBody({ index = 0, name = `Bench booking ${index + 1}` } = {}) {
  const start = Date.UTC(2026, 2, 1, 15) + index * 3_600_000 * 6;
  const iso = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z');
  return {
    spaceID: BENCH_SPACE_ID,
    name,
    start: { time: iso(start), timezone: 'America/Chicago', timeValue: start },
    end: { time: iso(start + 3_600_000), timezone: 'America/Chicago', timeValue: start + 3_600_000 },
    capacity: 20,
    gracePeriodMinutes: 0,
    accessTime: iso(start),
    doorsOpen: iso(start - 1_800_000),
    doorsClosed: iso(start + 5_400_000),
  };
}

/**
 * Guest number `index` as an import row (not a brand guest unless `brand`).
 * @example guestRow(7, { brand: true }).email // 'guest7@example.com'
 */
export function guestRow(index, { brand = false } = {}) {
  return {
    first: `First${index}`,
    last: `Last${index}`,
    email: `guest${index}@example.com`,
    company: 'Bench Co',
    phone: '(555) 010-2030',
    address: { addressLine1: `${index} Main St`, addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
    brand,
    allowEarlyAccess: false,
  };
}

/**
 * Lets the booking take `capacity` registrations (past the 4-digit capacity the console can set).
 * @example await sizeBooking(handle.db, bookingID);
 */
export function sizeBooking(db, bookingID, capacity = 100_000) {
  return db.updateTable('bookings').set({ registration_capacity: capacity, use_registration_capacity: 1 }).where('booking_id', '=', bookingID).execute();
}

/**
 * Runs `task` and measures it on the monotonic clock.
 * @example const { result, ms } = await timed(() => fetch(url));
 */
export async function timed(task) {
  const started = performance.now();
  const result = await task();
  return { result, ms: performance.now() - started };
}
