import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type AppOptions, type GreenroomApp } from '../src/app';
import { manualClock, type ManualClock } from '../src/platform/clock';
import { loadConfig, type ServerConfig } from '../src/platform/config';
import { openDatabase, runMigrations, type DatabaseHandle } from '../src/platform/db/open';
import { hashPassword } from '../src/platform/auth/passwords';
import type { Mailer } from '../src/platform/mailer';
import { createTerminal, type Terminal, type TextSink } from '../src/platform/log/terminal';
import { newId } from '../src/platform/lib/tokens';
import type { Kysely } from 'kysely';
import type { Database } from '../src/platform/db/database';

/** The scrypt cost tests use (2^17 is asserted in one test only). */
export const TEST_SCRYPT_COST = 2 ** 10;
export const TEST_START = '2026-03-10T15:00:00.000Z';
export const PUBLIC_URL = 'http://greenroom.test';

/** A fresh, migrated database for one test file: a temp dir (SQLite) or a new schema (PostgreSQL, when DATABASE_URL is set). */
export async function openTestDatabase(): Promise<DatabaseHandle & { dataDir: string }> {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'greenroom-test-'));
  if (!databaseUrl) {
    const handle = await openDatabase({ dataDir });
    await runMigrations(handle);
    return closingAlso(handle, dataDir);
  }
  const schema = `gr_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl, schema, poolSize: 4 });
  await runMigrations(handle);
  return closingAlso(handle, dataDir, async () => {
    const dropper = new pg.Client({ connectionString: databaseUrl });
    await dropper.connect();
    await dropper.query(`drop schema ${schema} cascade`);
    await dropper.end();
  });
}

/** The handle with its data directory, whose close also runs `cleanUp` and then removes that directory. */
function closingAlso(handle: DatabaseHandle, dataDir: string, cleanUp: () => Promise<void> = async () => {}): DatabaseHandle & { dataDir: string } {
  return {
    ...handle,
    dataDir,
    close: async () => {
      await handle.close();
      await cleanUp();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  app: GreenroomApp;
  db: Kysely<Database>;
  dialect: DatabaseHandle['dialect'];
  clock: ManualClock;
  config: ServerConfig;
  close(): Promise<void>;
}

/** What {@link createTestServer} may change. */
export interface TestServerOptions {
  env?: Record<string, string>;
  systemCheckRateLimit?: number;
  /**
   * The user pool's mailer. Default `'production'`: buildApp's own (without SMTP_URL, the terminal),
   * so tests read verification codes where an operator would.
   */
  mailer?: Mailer | 'production';
  /** Where the app writes lines for the operator (console mail, human warnings). Default: nowhere. */
  terminal?: Terminal;
  /** The app's pino logger options (e.g. warnings into a string). Default: none. */
  logger?: AppOptions['logger'];
  /** How long a server-rendered link page may take (see linkPage.ts). */
  linkRenderDeadlineMs?: number;
}

const SILENT: TextSink = { write: () => true };

/** A server on a fresh database with a manual clock and a cheap scrypt cost. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const handle = await openTestDatabase();
  const clock = manualClock(TEST_START);
  const config = loadConfig({ GREENROOM_DATA_DIR: handle.dataDir, PUBLIC_URL, GREENROOM_SEED: 'none', ...options.env });
  const app = await buildApp({
    db: handle.db,
    config,
    clock,
    scryptCost: TEST_SCRYPT_COST,
    systemCheckRateLimit: options.systemCheckRateLimit,
    mailer: options.mailer === 'production' ? undefined : options.mailer,
    terminal: options.terminal ?? createTerminal(SILENT, SILENT),
    logger: options.logger,
    linkRenderDeadlineMs: options.linkRenderDeadlineMs,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    dialect: handle.dialect,
    clock,
    config,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** A producer that has finished setup, with a known password. */
export interface TestUser {
  producerID: string;
  username: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

let userCounter = 0;

/** Insert a ready producer (role and assigned projects given) and sign it in over HTTP. */
export async function createUser(
  server: TestServer,
  options: { role?: number; projects?: string[]; username?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  userCounter += 1;
  const username = options.username ?? `user${userCounter}-${randomBytes(3).toString('hex')}`;
  const password = options.password ?? 'Secret123';
  const producerID = newId();
  const now = server.clock.now().getTime();
  await server.db
    .insertInto('producers')
    .values({
      producer_id: producerID,
      username,
      username_key: username.toLowerCase(),
      email: options.email ?? `${username}@example.test`,
      email_key: (options.email ?? `${username}@example.test`).toLowerCase(),
      first_name: 'Test',
      last_name: username,
      role: options.role ?? 1,
      password_hash: await hashPassword(password, TEST_SCRYPT_COST),
      must_change_password: 0,
      temporary_password_expires_at: null,
      failed_sign_ins: 0,
      lockouts: 0,
      locked_until: null,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  for (const projectID of options.projects ?? []) {
    await server.db.insertInto('producer_projects').values({ producer_id: producerID, project_id: projectID }).execute();
  }
  const response = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const token = (response.json() as { session: { idToken: string } }).session.idToken;
  return { producerID, username, password, token, auth: { authorization: `Bearer ${token}` } };
}

/** HTTP methods the route tests call. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Call `/api${url}` as a signed-in user, with a payload only when one is given.
 * @example await injectAs(server, producer, 'GET', `/calendar?calendarID=${id}`)
 */
export function injectAs(server: TestServer, user: TestUser, method: Method, url: string, payload?: unknown) {
  return server.app.inject({ method, url: `/api${url}`, headers: user.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The refresh cookie value from a response's Set-Cookie header. */
export function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string | undefined {
  return response.cookies.find((c) => c.name === 'gr_refresh')?.value;
}

/** Seed the demo world (and the super-admin) into a test server's database. */
export async function seedDemo(server: TestServer): Promise<void> {
  const { seedDatabase } = await import('../src/seed/seed');
  await seedDatabase(server.db, { config: { ...server.config, seed: 'demo' }, clock: server.clock, scryptCost: TEST_SCRYPT_COST });
}

/** Ids of one tenant's records. */
export interface Tenant {
  projectID: string;
  spaceID: string;
  calendarID: string;
  presentationID: string;
  bookingID: string;
  registrationID: string;
  presenterID: string;
  openAttendeesID: string;
  closedAttendeesID: string;
  bookingLoginCode: string;
  registrationLoginCode: string;
}

/**
 * A whole tenant made through the API by a super-admin (project, space from the demo world,
 * calendar, presentation), plus a booking with an attendee, a presenter and two attendance records
 * inserted directly (the booking routes belong to another module).
 */
export async function createTenant(server: TestServer, admin: TestUser, name: string): Promise<Tenant> {
  const { DEMO_IDS } = await import('../src/seed/seed');
  const { bookingColumns } = await import('../src/bookings/store/bookingRows');
  const post = async (url: string, payload: object) => {
    const r = await server.app.inject({ method: 'POST', url, headers: admin.auth, payload });
    if (r.statusCode >= 300) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    return r.json() as Record<string, string>;
  };
  const project = await post('/api/project', { name: `${name} Project` });
  const space = await post('/api/space', {
    spaceName: `${name} Space`,
    projectID: project.projectID,
    defaultVideoServer: 'https://video.test',
    defaultVideoServerAppID: 'app',
    defaultGameServer: 'game.test',
    defaultGamePort: 443,
    startDate: { date: '2026-01-01', timezone: 'America/Chicago' },
    endDate: { date: '2026-12-31', timezone: 'America/Chicago' },
    worldID: DEMO_IDS.world,
  });
  const calendar = await post('/api/calendar', { calendarName: `${name} Calendar`, spaceID: space.spaceID });
  const presentation = await post('/api/presentation', { spaceID: space.spaceID, name: `${name} Deck`, slides: [] });

  const now = server.clock.now().getTime();
  const bookingID = newId();
  const bookingLoginCode = `pub-${randomBytes(6).toString('hex')}`;
  await server.db
    .insertInto('bookings')
    .values({
      ...bookingColumns({
        bookingID,
        spaceID: space.spaceID,
        name: `${name} Booking`,
        calendarID: calendar.calendarID,
        start: { time: new Date(now - 3_600_000).toISOString(), timezone: 'America/Chicago', timeValue: now - 3_600_000 },
        end: { time: new Date(now + 3_600_000).toISOString(), timezone: 'America/Chicago', timeValue: now + 3_600_000 },
        doorsOpen: '',
        doorsClosed: '',
        enableDoors: false,
        accessTime: '',
        capacity: 20,
        registrationCapacity: 20,
        useRegistrationCapacity: false,
        gracePeriodMinutes: 0,
        sendEntryNotifications: false,
        showInRoomHelpButton: false,
        privateCloud: false,
        enableQA: false,
        videoServer: 'https://video.test',
        videoServerAppID: 'app',
        gameServer: 'game.test',
        gamePort: 443,
        publicAppLoginCode: bookingLoginCode,
        signUpLoginCode: `sign-${randomBytes(6).toString('hex')}`,
        mobileHybridLoginCode: '',
        emailTemplates: {},
        intakeFields: [],
        errorMessages: { public: 'x', signUp: 'x', attendee: 'x', presenter: 'x' },
        supportMessage: '',
        enableSupport: false,
        hangUpURL: '',
        registrationNotificationEmailAddress: '',
        version: 1,
      }),
      created_at: now,
      updated_at: now,
    })
    .execute();
  const registrationLoginCode = `reg-${randomBytes(6).toString('hex')}`;
  const registrationID = newId();
  const presenterID = newId();
  const data = JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', company: '', emailAddress: '', phone: '', address: {} });
  for (const [id, kind, code] of [
    [registrationID, 'attendee', registrationLoginCode],
    [presenterID, 'presenter', `pres-${randomBytes(6).toString('hex')}`],
  ] as const) {
    await server.db
      .insertInto('registrations')
      .values({
        registration_id: id,
        booking_id: bookingID,
        kind,
        login_code: code,
        brand: 0,
        allow_early_access: 0,
        emails: '[]',
        registration_data: data,
        permissions: kind === 'presenter' ? JSON.stringify({ canPresent: true }) : null,
        bridge_access: kind === 'presenter' ? 1 : null,
        presentation_id: kind === 'presenter' ? presentation.presentationID : null,
        created_at: now,
        updated_at: now,
        version: 1,
        time_zone: '',
      })
      .execute();
  }
  const closedAttendeesID = newId();
  const openAttendeesID = newId();
  await server.db
    .insertInto('attendance_records')
    .values([
      {
        attendees_id: closedAttendeesID,
        booking_id: bookingID,
        space_id: space.spaceID,
        registration_id: registrationID,
        socket_id: 's1',
        login_code: registrationLoginCode,
        start_time: now - 3_000_000,
        end_time: now - 1_200_000,
        role: 1,
        brand: 0,
        intake_data: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace' }),
      },
      {
        attendees_id: openAttendeesID,
        booking_id: bookingID,
        space_id: space.spaceID,
        registration_id: presenterID,
        socket_id: 's2',
        login_code: 'x',
        start_time: now - 600_000,
        end_time: null,
        role: 2,
        brand: 0,
        intake_data: JSON.stringify({ firstName: 'Alan', lastName: 'Turing' }),
      },
    ])
    .execute();
  return {
    projectID: project.projectID,
    spaceID: space.spaceID,
    calendarID: calendar.calendarID,
    presentationID: presentation.presentationID,
    bookingID,
    registrationID,
    presenterID,
    openAttendeesID,
    closedAttendeesID,
    bookingLoginCode,
    registrationLoginCode,
  };
}

/** Every row of the tables a request could change, for "nothing changed" assertions. */
export async function snapshot(server: TestServer): Promise<string> {
  const tables = [
    'producers',
    'producer_projects',
    'projects',
    'spaces',
    'space_skin_items',
    'calendars',
    'presentations',
    'bookings',
    'registrations',
    'attendance_records',
    'system_checks',
    'files',
    'booking_caches',
  ] as const;
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await server.db.selectFrom(table).selectAll().execute();
    const text = rows.map((row) => JSON.stringify(row, (_k, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v))).sort();
    parts.push(`${table}:${text.join('|')}`);
  }
  return parts.join('\n');
}

/** A test server with the demo seed, a super-admin, one whole tenant and a producer of its project. */
export interface SeededTenantServer {
  server: TestServer;
  admin: TestUser;
  tenant: Tenant;
  producer: TestUser;
}

/**
 * Start a seeded test server with one tenant named `name` (close `server` in afterAll).
 * @example beforeAll(async () => ({ server, admin, tenant, producer } = await startSeededTenant('Cal')));
 */
export async function startSeededTenant(name: string): Promise<SeededTenantServer> {
  const server = await createTestServer();
  await seedDemo(server);
  const admin = await createUser(server, { role: 0 });
  const tenant = await createTenant(server, admin, name);
  const producer = await createUser(server, { projects: [tenant.projectID] });
  return { server, admin, tenant, producer };
}
