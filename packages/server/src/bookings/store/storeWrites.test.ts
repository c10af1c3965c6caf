import { bookingColumns, loadBooking } from './bookingRows';
import { attendanceRecord, createBooking, startBookingServer, type BookingServer } from '../../../test/bookingFixtures';
import { regenerateBookingCode, updateBookingAtVersion } from './bookingWrites';
import { addVote, findQuestion, insertQuestion } from '../../guest/store/questions';
import { enterRoom } from '../../guest/store/visits';
import { insertRegistrations, newAttendeeRows, registrationsOfKind } from '../../registrations/store/registrationWrites';

let env: BookingServer;
let bookingID: string;

beforeAll(async () => {
  env = await startBookingServer();
  bookingID = (await createBooking(env.server, env.tenant.producer, env.tenant.spaceID)).bookingID;
});
afterAll(() => env.server.close());

const guest = (firstName: string) => ({
  data: { firstName, lastName: 'Lee', emailAddress: '', company: '', phone: '', address: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' } },
  brand: false,
  allowEarlyAccess: false,
});

describe('booking writes', () => {
  it('saves editable columns at the read version only, never the codes', async () => {
    const stored = (await loadBooking(env.server.db, bookingID))!;
    const columns = { ...bookingColumns({ ...stored, name: 'Renamed' }), sign_up_login_code: 'HIJACK' };
    expect(await updateBookingAtVersion(env.server.db, bookingID, columns, stored.version, 1)).toBe(true);
    const saved = (await loadBooking(env.server.db, bookingID))!;
    expect(saved.name).toBe('Renamed');
    expect(saved.signUpLoginCode).toBe(stored.signUpLoginCode);
    expect(saved.version).toBe(stored.version + 1);
    expect(await updateBookingAtVersion(env.server.db, bookingID, columns, stored.version, 2)).toBe(false);
  });

  it('keeps an existing code when asked to, replaces it otherwise, and answers null for no booking', async () => {
    const kept = await regenerateBookingCode(env.server.db, bookingID, 'public_app_login_code', true, Date.now());
    expect(kept).toBe((await loadBooking(env.server.db, bookingID))!.publicAppLoginCode);
    const fresh = await regenerateBookingCode(env.server.db, bookingID, 'public_app_login_code', false, Date.now());
    expect(fresh).not.toBe(kept);
    expect(await regenerateBookingCode(env.server.db, 'no-such-booking', 'sign_up_login_code', false, Date.now())).toBeNull();
  });
});

describe('registration writes', () => {
  it('stores more rows than one INSERT takes, each with its own login code', async () => {
    const rows = newAttendeeRows(bookingID, Array.from({ length: 2001 }, (_, i) => guest(`G${i}`)), 5);
    await insertRegistrations(env.server.db, rows);
    const stored = await registrationsOfKind(env.server.db, bookingID, 'attendee');
    expect(stored).toHaveLength(2001);
    expect(new Set(stored.map((row) => row.login_code)).size).toBe(2001);
  });
});

describe('guest writes', () => {
  it('refuses an entry once the open stays reach the capacity', async () => {
    const record = (id: string) => attendanceRecord({ attendees_id: id, booking_id: bookingID, space_id: env.tenant.spaceID, start_time: 1 });
    expect(await enterRoom(env.server.db, record('a1'), 1)).toBe('entered');
    expect(await enterRoom(env.server.db, record('a2'), 1)).toBe('full');
    expect(await enterRoom(env.server.db, { ...record('a3'), booking_id: 'gone' }, 1)).toBe('gone');
  });

  it('counts one vote per code', async () => {
    await insertQuestion(env.server.db, {
      question_id: 'q1',
      booking_id: bookingID,
      question_text: 'Why?',
      asker_name: 'A',
      votes: 0,
      answer_text: '',
      answerer_name: '',
      status: 'open',
      created_at: 1,
      last_update_time: 1,
    });
    expect(await addVote(env.server.db, 'q1', 'CODE', 2)).toBe(true);
    expect(await addVote(env.server.db, 'q1', 'CODE', 3)).toBe(false);
    expect((await findQuestion(env.server.db, bookingID, 'q1'))?.votes).toBe(1);
  });
});
