import type { Booking, RegistrationInput } from '@greenroom/core';
import type { AttendanceRecordsTable } from '../src/attendance/tables';
import { newId } from '../src/platform/lib/tokens';
import { createTestServer, createUser, type Method, type TestServer, type TestUser } from './helpers';

/** A project with one space (open all of November 2026) that a producer is assigned to. */
export interface Tenant {
  projectID: string;
  spaceID: string;
  producer: TestUser;
}

const SPACE_START = '2026-11-01T06:01:00Z';
const SPACE_END = '2026-12-01T05:59:00Z';

/** Insert a world (once per server), a project and a space, and a role-1 producer assigned to the project. */
export async function createTenant(server: TestServer, options: { videoServer?: string; videoServerAppID?: string } = {}): Promise<Tenant> {
  const now = server.clock.now().getTime();
  const worldID = 'world-test';
  await server.db
    .insertInto('worlds')
    .values({ world_id: worldID, name: 'Atrium', created_at: now })
    .onConflict((oc) => oc.column('world_id').doNothing())
    .execute();
  const projectID = newId();
  await server.db.insertInto('projects').values({ project_id: projectID, project_name: `Project ${projectID.slice(0, 4)}`, created_at: now }).execute();
  const spaceID = newId();
  await server.db
    .insertInto('spaces')
    .values({
      space_id: spaceID,
      project_id: projectID,
      world_id: worldID,
      space_name: 'Main Hall',
      start_date: JSON.stringify({ date: SPACE_START, timezone: 'America/Chicago' }),
      end_date: JSON.stringify({ date: SPACE_END, timezone: 'America/Chicago' }),
      maximum_user_hours: 1000,
      default_video_server: options.videoServer ?? 'https://video.greenroom.test',
      default_video_server_app_id: options.videoServerAppID ?? 'greenroom-public',
      default_game_server: 'wss://game.greenroom.test',
      default_game_port: 443,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const producer = await createUser(server, { projects: [projectID] });
  return { projectID, spaceID, producer };
}

/** A POST /booking body: Nov 21 2026, 3–4 PM Chicago, doors 30 minutes either side. */
export function bookingPayload(spaceID: string, overrides: Record<string, unknown> = {}) {
  return {
    spaceID,
    name: 'Launch',
    start: { time: '2026-11-21T21:00:00Z', timezone: 'America/Chicago', timeValue: Date.UTC(2026, 10, 21, 21) },
    end: { time: '2026-11-21T22:00:00Z', timezone: 'America/Chicago', timeValue: Date.UTC(2026, 10, 21, 22) },
    capacity: 20,
    gracePeriodMinutes: 0,
    accessTime: '2026-11-21T21:00:00Z',
    doorsOpen: '2026-11-21T20:30:00Z',
    doorsClosed: '2026-11-21T22:30:00Z',
    ...overrides,
  };
}

/** Create a booking through POST /booking and answer it parsed. */
export async function createBooking(server: TestServer, user: TestUser, spaceID: string, overrides: Record<string, unknown> = {}): Promise<Booking> {
  const response = await server.app.inject({ method: 'POST', url: '/api/booking', headers: user.auth, payload: bookingPayload(spaceID, overrides) });
  if (response.statusCode !== 201) throw new Error(`POST /booking failed: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.json<string>()) as Booking;
}

/** A POST /registration body for a US booking. */
export function person(bookingID: string, overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    bookingID,
    first: 'Ada',
    last: 'Lovelace',
    email: 'ada@example.com',
    company: 'Engines',
    phone: '',
    address: { addressLine1: '1 Main St', addressLine2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
    brand: false,
    allowEarlyAccess: false,
    ...overrides,
  };
}

/**
 * An attendance_records row of an attendee (role 1, no registration) in `booking_id` of `space_id`,
 * in the room from `start_time` (default 0) until `end_time` (default null: still in).
 * @example await db.insertInto('attendance_records').values(attendanceRecord({ booking_id, space_id, end_time: 1000 })).execute();
 */
export function attendanceRecord(fields: Pick<AttendanceRecordsTable, 'booking_id' | 'space_id'> & Partial<AttendanceRecordsTable>): AttendanceRecordsTable {
  return {
    attendees_id: newId(),
    registration_id: '',
    socket_id: 's',
    login_code: 'c',
    start_time: 0,
    end_time: null,
    role: 1,
    brand: 0,
    intake_data: '{}',
    ...fields,
  };
}

/** A fresh test server with two tenants (the second one to check access from outside) and a super-admin. */
export interface BookingServer {
  server: TestServer;
  tenant: Tenant;
  other: Tenant;
  admin: TestUser;
}

/**
 * Start a test server for the booking-area tests (close `server` in afterAll).
 * @example beforeAll(async () => ({ server, tenant, other, admin } = await startBookingServer()));
 */
export async function startBookingServer(): Promise<BookingServer> {
  const server = await createTestServer();
  const tenant = await createTenant(server);
  const other = await createTenant(server);
  const admin = await createUser(server, { role: 0 });
  return { server, tenant, other, admin };
}

/**
 * A producer's API call that signs in afresh each time: tests that move the injected clock across
 * days would otherwise send an expired token.
 * @example const producer = freshProducerCall(server, tenant.producer); await producer('GET', `/booking?bookingID=${id}`);
 */
export function freshProducerCall(server: TestServer, user: Pick<TestUser, 'username' | 'password'>) {
  return async (method: Method, url: string, payload?: unknown) => {
    const signIn = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: user.username, password: user.password } });
    const authorization = `Bearer ${signIn.json<{ session: { idToken: string } }>().session.idToken}`;
    return server.app.inject({ method, url: `/api${url}`, headers: { authorization }, ...(payload === undefined ? {} : { payload: payload as object }) });
  };
}
