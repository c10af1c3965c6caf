import type { AttendanceRecord, Booking, Registration } from '@greenroom/core';
import { bookingPayload, createTenant, person, type Tenant } from './bookingFixtures';
import { createTestServer, type Method, type TestServer, type TestUser } from './helpers';

let server: TestServer;
let tenant: Tenant;

beforeAll(async () => {
  server = await createTestServer();
  tenant = await createTenant(server);
});
afterAll(async () => {
  await server.close();
});

/** A producer call, signed in afresh because the tests move the clock across days (id tokens last an hour). */
async function producer(method: Method, url: string, payload?: unknown, user: TestUser = tenant.producer) {
  const signIn = await server.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { username: user.username, password: user.password } });
  const authorization = `Bearer ${signIn.json<{ session: { idToken: string } }>().session.idToken}`;
  return server.app.inject({ method, url: `/api${url}`, headers: { authorization }, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const guest = (url: string, payload: object) => server.app.inject({ method: 'POST', url: `/api/guest${url}`, payload });
const at = (iso: string) => server.clock.set(iso);

async function updateBooking(bookingID: string, change: Partial<Booking>): Promise<Booking> {
  const current = (await producer('GET', `/booking?bookingID=${bookingID}`)).json<Booking>();
  const response = await producer('PUT', '/booking', { ...current, ...change });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Booking>();
}

let booking: Booking;
let attendee: Registration;
let presenter: Registration;
beforeEach(async () => {
  at('2026-11-20T12:00:00Z');
  booking = JSON.parse((await producer('POST', '/booking', bookingPayload(tenant.spaceID))).json<string>()) as Booking;
  attendee = (await producer('POST', '/registration', person(booking.bookingID, { first: 'Ada' }))).json<Registration>();
  presenter = (await producer('POST', '/presenter', person(booking.bookingID, { first: 'Grace', last: 'Hopper' }))).json<Registration>();
});

const attendance = async () => (await producer('GET', `/attendees/list?bookingID=${booking.bookingID}&spaceID=${tenant.spaceID}`)).json<AttendanceRecord[]>();

describe('POST /api/guest/enter and /leave', () => {
  it('records a stay from entering to leaving, counted in usage', async () => {
    at('2026-11-21T21:10:00Z');
    const entered = await guest('/enter', { loginCode: attendee.loginCode });
    expect(entered.statusCode).toBe(201);
    const { attendeesID } = entered.json<{ attendeesID: string }>();
    expect(await attendance()).toEqual([
      expect.objectContaining({
        attendeesID,
        registrationID: attendee.registrationID,
        loginCode: attendee.loginCode,
        startTime: '2026-11-21T21:10:00Z',
        endTime: '',
        role: 1,
        brand: false,
        intakeData: expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com' }),
      }),
    ]);
    at('2026-11-21T21:40:00Z');
    const left = await guest('/leave', { attendeesID, loginCode: attendee.loginCode });
    expect(left.json()).toEqual({ attendeesID, endTime: '2026-11-21T21:40:00Z' });
    expect((await attendance())[0]).toMatchObject({ endTime: '2026-11-21T21:40:00Z', totalSeconds: 1800 });
    expect((await producer('GET', `/booking/usage?bookingID=${booking.bookingID}`)).json()).toEqual({ usageSeconds: 1800 });
    // Leaving again changes nothing.
    at('2026-11-21T21:50:00Z');
    expect((await guest('/leave', { attendeesID, loginCode: attendee.loginCode })).json()).toEqual({ attendeesID, endTime: '2026-11-21T21:40:00Z' });
  });

  it('records presenters with role 2 and public-link guests with what they typed', async () => {
    at('2026-11-21T21:00:00Z');
    expect((await guest('/enter', { loginCode: presenter.loginCode })).statusCode).toBe(201);
    const walkIn = await guest('/enter', { loginCode: booking.publicAppLoginCode, intakeData: { firstName: 'Walk', lastName: 'In' } });
    expect(walkIn.statusCode).toBe(201);
    expect((await guest('/enter', { loginCode: booking.mobileHybridLoginCode })).statusCode).toBe(201);
    const records = await attendance();
    expect(records.map((r) => [r.role, r.registrationID, r.intakeData.firstName])).toEqual([
      [2, presenter.registrationID, 'Grace'],
      [1, '', 'Walk'],
      [1, '', ''],
    ]);
  });

  it('refuses entry outside start and end, or doors open and doors closed when Doors Open Early is on', async () => {
    at('2026-11-21T20:45:00Z');
    const early = await guest('/enter', { loginCode: attendee.loginCode });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: booking.errorMessages.attendee, code: 'RoomClosed' });
    expect((await guest('/enter', { loginCode: booking.publicAppLoginCode })).json().message).toBe(booking.errorMessages.public);
    await updateBooking(booking.bookingID, { enableDoors: true });
    expect((await guest('/enter', { loginCode: attendee.loginCode })).statusCode).toBe(201);
    at('2026-11-21T22:15:00Z');
    expect((await guest('/enter', { loginCode: presenter.loginCode })).statusCode).toBe(201);
    at('2026-11-21T22:30:00Z');
    expect((await guest('/enter', { loginCode: presenter.loginCode })).json().code).toBe('RoomClosed');
    expect(await attendance()).toHaveLength(2);
  });

  it('refuses unknown, sign-up and regenerated codes', async () => {
    at('2026-11-21T21:30:00Z');
    expect((await guest('/enter', { loginCode: 'nope' })).json()).toEqual({ message: 'This link is not valid.', code: 'UnknownCode' });
    expect((await guest('/enter', { loginCode: booking.signUpLoginCode })).statusCode).toBe(404);
    const { attendeesID } = (await guest('/enter', { loginCode: attendee.loginCode })).json<{ attendeesID: string }>();
    await producer('PUT', '/registration/login/regenerate', { registrationID: attendee.registrationID });
    expect((await guest('/enter', { loginCode: attendee.loginCode })).statusCode).toBe(404);
    expect((await guest('/leave', { attendeesID, loginCode: attendee.loginCode })).statusCode).toBe(404);
    await producer('PUT', '/booking/public/regenerate', { bookingID: booking.bookingID });
    expect((await guest('/enter', { loginCode: booking.publicAppLoginCode })).statusCode).toBe(404);
    expect((await attendance()).map((r) => r.endTime)).toEqual(['']);
  });

  it('closes a stay only with the code it was entered with, and ends late stays at doors closed', async () => {
    at('2026-11-21T21:30:00Z');
    const { attendeesID } = (await guest('/enter', { loginCode: attendee.loginCode })).json<{ attendeesID: string }>();
    expect((await guest('/leave', { attendeesID, loginCode: presenter.loginCode })).statusCode).toBe(404);
    at('2026-11-21T23:00:00Z');
    expect((await guest('/leave', { attendeesID, loginCode: attendee.loginCode })).json()).toEqual({ attendeesID, endTime: '2026-11-21T22:00:00Z' });
  });

  it('refuses entry when the room is at capacity', async () => {
    await updateBooking(booking.bookingID, { capacity: 1 });
    at('2026-11-21T21:30:00Z');
    const first = (await guest('/enter', { loginCode: attendee.loginCode })).json<{ attendeesID: string }>();
    const full = await guest('/enter', { loginCode: presenter.loginCode });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: 'This event is full.', code: 'Full' });
    await guest('/leave', { attendeesID: first.attendeesID, loginCode: attendee.loginCode });
    expect((await guest('/enter', { loginCode: presenter.loginCode })).statusCode).toBe(201);
  });

  it('refuses unknown fields and bodies over 8 KB', async () => {
    expect((await guest('/enter', { loginCode: attendee.loginCode, role: 2 })).statusCode).toBe(400);
    expect((await guest('/enter', { loginCode: attendee.loginCode, socketID: 'x'.repeat(9000) })).statusCode).toBe(413);
  });
});

describe('guest Q&A', () => {
  const ask = (loginCode: string, questionText = 'When does it start?') => guest('/questions', { loginCode, questionText });

  it('is refused while Q&A is off', async () => {
    const response = await ask(attendee.loginCode);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Q&A is not enabled for this event.', code: 'QADisabled' });
    expect((await producer('GET', `/booking/questions?bookingID=${booking.bookingID}`)).json()).toEqual({});
  });

  it('asks, votes once per code and answers as a presenter', async () => {
    await updateBooking(booking.bookingID, { enableQA: true });
    at('2026-11-21T21:30:00Z');
    const asked = await ask(attendee.loginCode);
    expect(asked.statusCode).toBe(201);
    const question = asked.json();
    expect(question).toEqual({
      questionID: expect.any(String),
      questionText: 'When does it start?',
      askerName: 'Ada Lovelace',
      votes: 0,
      answerText: '',
      answererName: '',
      status: 'open',
      lastUpdateTime: Date.parse('2026-11-21T21:30:00Z'),
    });
    const vote = (loginCode: string) => guest(`/questions/${question.questionID}/vote`, { loginCode });
    expect((await vote(attendee.loginCode)).json().votes).toBe(1);
    const again = await vote(attendee.loginCode);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AlreadyVoted');
    expect((await vote(booking.publicAppLoginCode)).json().votes).toBe(2);

    const answer = (loginCode: string) => guest(`/questions/${question.questionID}/answer`, { loginCode, answerText: 'At three.' });
    expect((await answer(attendee.loginCode)).statusCode).toBe(403);
    at('2026-11-21T21:35:00Z');
    expect((await answer(presenter.loginCode)).json()).toMatchObject({ answerText: 'At three.', answererName: 'Grace Hopper', status: 'answered', votes: 2 });

    const listed = await producer('GET', `/booking/questions?bookingID=${booking.bookingID}`);
    expect(listed.json()).toEqual({
      [question.questionID]: {
        questionText: 'When does it start?',
        askerName: 'Ada Lovelace',
        votes: 2,
        answerText: 'At three.',
        answererName: 'Grace Hopper',
        status: 'answered',
        lastUpdateTime: Date.parse('2026-11-21T21:35:00Z'),
      },
    });
    const forGuests = await server.app.inject({ method: 'GET', url: `/api/guest/questions?loginCode=${attendee.loginCode}` });
    expect(forGuests.json()).toEqual([expect.objectContaining({ questionID: question.questionID, votes: 2 })]);
  });

  it('keeps questions inside their booking and refuses unknown codes', async () => {
    await updateBooking(booking.bookingID, { enableQA: true });
    const question = (await ask(attendee.loginCode)).json();
    const second = JSON.parse((await producer('POST', '/booking', bookingPayload(tenant.spaceID))).json<string>()) as Booking;
    await updateBooking(second.bookingID, { enableQA: true });
    expect((await guest(`/questions/${question.questionID}/vote`, { loginCode: second.publicAppLoginCode })).statusCode).toBe(404);
    expect((await ask('unknown-code')).statusCode).toBe(404);
    expect((await ask(attendee.loginCode, '   ')).json()).toMatchObject({ fieldErrors: { questionText: 'Required' } });
    const stored = await server.db.selectFrom('questions').select('votes').where('question_id', '=', question.questionID).executeTakeFirstOrThrow();
    expect(stored.votes).toBe(0);
  });
});

describe('guest rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    vi.stubEnv('GREENROOM_GUEST_RATE_LIMIT', '3');
    limited = await createTestServer();
    vi.unstubAllEnvs();
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 past the per-minute limit and lets the next minute through', async () => {
    const call = () => limited.app.inject({ method: 'POST', url: '/api/guest/enter', payload: { loginCode: 'nope' } });
    for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).toBe(404);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests. Please wait a few minutes and try again.', code: 'LimitExceeded' });
    limited.clock.advance(61_000);
    expect((await call()).statusCode).toBe(404);
  });
});
